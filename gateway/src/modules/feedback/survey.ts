import type { Context } from '../../context';
import { analyticsAllowed } from '../shared/consent';
import { isSurveyLocale, surveyNotOffered, toSurveyModel, type FeedbackSurveyModel } from './mappers';

/**
 * The survey on a site of `locale` (a known locale) for the customer: not offered in a locale that is not surveyed
 * (no call at all), nor without analytics consent (the feedback service is not asked); else the service's state.
 */
export async function surveyOf(ctx: Context, accountId: string, locale: string): Promise<FeedbackSurveyModel> {
  if (!isSurveyLocale(locale)) return surveyNotOffered(accountId, locale, 'LOCALE_NOT_SURVEYED');
  if (!(await analyticsAllowed(ctx))) return surveyNotOffered(accountId, locale, 'NO_ANALYTICS_CONSENT');
  return toSurveyModel(accountId, await ctx.feedback.survey(locale));
}
