import { isLocale, SURVEY_LOCALES } from '@my-account/brands';
import type { FeedbackSurvey, FeedbackSurveyReason } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { toGlobalId } from '../../relay/globalId';
import type { UpstreamSurvey } from '../../upstream/feedback';

/** A FeedbackSurvey, tagged with its type (it is a Node). */
export type FeedbackSurveyModel = FeedbackSurvey & { __typename: 'FeedbackSurvey' };

/** The survey's global id: one per customer and site locale. */
export const surveyGlobalId = (accountId: string, locale: string) => toGlobalId('FeedbackSurvey', `${accountId}:${locale}`);

/** The locale argument: one of the brand sites' locales (our clients send only those), else BAD_USER_INPUT. */
export function siteLocaleOf(locale: string): string {
  if (!isLocale(locale)) throw badUserInput("`locale` must be one of the brand sites' locales, e.g. `nl-BE`.");
  return locale;
}

export const isSurveyLocale = (locale: string) => (SURVEY_LOCALES as readonly string[]).includes(locale);

export const toSurveyModel = (accountId: string, survey: UpstreamSurvey): FeedbackSurveyModel => ({
  __typename: 'FeedbackSurvey',
  id: surveyGlobalId(accountId, survey.locale),
  locale: survey.locale,
  offered: survey.offered,
  reason: survey.reason,
  respondedAt: survey.respondedAt,
});

/** The survey not offered for a reason the gateway knows without asking the feedback service. */
export const surveyNotOffered = (accountId: string, locale: string, reason: FeedbackSurveyReason): FeedbackSurveyModel => ({
  __typename: 'FeedbackSurvey', id: surveyGlobalId(accountId, locale), locale, offered: false, reason, respondedAt: null,
});
