import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { section } from '../shared/failures';
import { registerNodeType } from '../node/registry';
import { siteLocaleOf } from './mappers';
import { answerFeedbackSurvey } from './mutations/answerFeedbackSurvey';
import { dismissFeedbackSurvey } from './mutations/dismissFeedbackSurvey';
import { surveyOf } from './survey';

// node(id:) answers a survey only to its customer (the id names the account and the locale).
registerNodeType('FeedbackSurvey', (localId, ctx) => {
  const viewer = requireViewer(ctx);
  const colon = localId.lastIndexOf(':');
  const [accountId, locale] = [localId.slice(0, colon), localId.slice(colon + 1)];
  if (colon <= 0 || accountId !== viewer.accountId) return null;
  try {
    siteLocaleOf(locale);
  } catch {
    return null;
  }
  return surveyOf(ctx, viewer.accountId, locale);
});

export const feedbackResolvers: Resolvers = {
  Viewer: {
    // The locale is checked before any call; an outage of the customer or feedback service nulls only this field.
    feedbackSurvey: (_v, { locale }, ctx) => {
      const viewer = requireViewer(ctx);
      const siteLocale = siteLocaleOf(locale);
      return section(ctx, 'the feedback survey', () => surveyOf(ctx, viewer.accountId, siteLocale));
    },
  },
  Mutation: { answerFeedbackSurvey, dismissFeedbackSurvey },
};
