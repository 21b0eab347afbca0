import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { refusedFields, invalidInput } from '../../shared/payloads';
import { analyticsAllowed, consentRequired } from '../../shared/consent';
import { isSurveyLocale, siteLocaleOf, surveyNotOffered, toSurveyModel } from '../mappers';
import { answerFieldErrors, surveyNotOfferedError } from '../refusals';

/**
 * POST /v1/surveys/me/answer — the rating (1-5) and comment (at most 1000 characters) are checked first (INVALID_INPUT
 * with `fieldErrors`, nothing sent); without analytics consent nothing is sent (ANALYTICS_CONSENT_REQUIRED); a locale
 * that is not surveyed, or a survey answered or dismissed before (the service's 409), is SURVEY_NOT_OFFERED with the
 * survey's state. On success the survey answered again (same id): not offered any more.
 */
export const answerFeedbackSurvey: MutationResolvers['answerFeedbackSurvey'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const locale = siteLocaleOf(input.locale);
  const comment = input.comment?.trim() ? input.comment : null;
  const fieldErrors = answerFieldErrors(input.rating, comment);
  if (fieldErrors.length) return { survey: null, error: invalidInput(fieldErrors), fieldErrors };
  if (!(await analyticsAllowed(ctx))) return { survey: null, error: consentRequired(), fieldErrors: [] };
  if (!isSurveyLocale(locale)) {
    return { survey: surveyNotOffered(viewer.accountId, locale, 'LOCALE_NOT_SURVEYED'), error: surveyNotOfferedError(), fieldErrors: [] };
  }
  const result = await ctx.feedback.answer({ locale, rating: input.rating, comment });
  if (result.ok) return { survey: toSurveyModel(viewer.accountId, result.value), error: null, fieldErrors: [] };
  if (result.refused === 'INVALID') {
    const errors = refusedFields(result, 'rating');
    return { survey: null, error: invalidInput(errors), fieldErrors: errors };
  }
  return { survey: result.survey && toSurveyModel(viewer.accountId, result.survey), error: surveyNotOfferedError(), fieldErrors: [] };
};
