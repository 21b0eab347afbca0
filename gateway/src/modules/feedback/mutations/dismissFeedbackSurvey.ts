import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { analyticsAllowed, consentRequired } from '../../shared/consent';
import { isSurveyLocale, siteLocaleOf, surveyNotOffered, toSurveyModel } from '../mappers';
import { surveyNotOfferedError } from '../refusals';

/**
 * POST /v1/surveys/me/dismissal ('No thanks'): the survey is not offered again. Without analytics consent nothing is
 * sent (ANALYTICS_CONSENT_REQUIRED); a locale that is not surveyed, or a survey answered or dismissed before, is
 * SURVEY_NOT_OFFERED with the survey's state. On success the survey answered again (same id), reason DISMISSED.
 */
export const dismissFeedbackSurvey: MutationResolvers['dismissFeedbackSurvey'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const locale = siteLocaleOf(input.locale);
  if (!(await analyticsAllowed(ctx))) return { survey: null, error: consentRequired() };
  if (!isSurveyLocale(locale)) return { survey: surveyNotOffered(viewer.accountId, locale, 'LOCALE_NOT_SURVEYED'), error: surveyNotOfferedError() };
  const result = await ctx.feedback.dismiss(locale);
  if (result.ok) return { survey: toSurveyModel(viewer.accountId, result.value), error: null };
  return { survey: result.refused === 'NOT_OFFERED' && result.survey ? toSurveyModel(viewer.accountId, result.survey) : null, error: surveyNotOfferedError() };
};
