import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FeedbackSurveyCard_survey$key } from '../../__generated__/FeedbackSurveyCard_survey.graphql';
import { Button, Card, Radio, RadioGroup, TextField } from '../../ui';
import { useAnswerFeedbackSurveyMutation } from './mutations/useAnswerFeedbackSurveyMutation';
import { useDismissFeedbackSurveyMutation } from './mutations/useDismissFeedbackSurveyMutation';
import './FeedbackSurveyCard.css';
import { MessageScopeProvider } from '../../i18n/messageScope';
import type { MutationOutcome } from '../../relay/mutationOutcome';
import { feedbackTexts } from './feedbackTexts';

const m = defineMessages({
  title: { id: 'feedback.title', defaultMessage: 'Tell us what you think' },
  question: { id: 'feedback.question', defaultMessage: 'How happy are you with My account?' },
  comment: { id: 'feedback.comment', defaultMessage: "Anything else you'd like to tell us? (optional)" },
  send: { id: 'feedback.send', defaultMessage: 'Send' },
  dismiss: { id: 'feedback.dismiss', defaultMessage: 'No thanks' },
  ratingRequired: { id: 'feedback.ratingRequired', defaultMessage: 'Please choose a rating from 1 to 5.' },
  failed: { id: 'feedback.failed', defaultMessage: 'Your feedback could not be sent. Please try again.' },
  thanks: { id: 'feedback.thanks', defaultMessage: 'Thank you for your feedback!' },
  dismissed: { id: 'feedback.dismissed', defaultMessage: "All right, we won't ask you again." },
});

const mv = defineMessages<{ option: { rating: number; word: string } }>({
  option: { id: 'feedback.ratingOption', defaultMessage: '{rating, number}: {word}' },
});

/** Each rating and its word (part of the option's name; the words of the ends are also shown under the scale). */
const RATINGS = [
  [1, defineMessages({ w: { id: 'feedback.rating.1', defaultMessage: 'Poor' } }).w],
  [2, defineMessages({ w: { id: 'feedback.rating.2', defaultMessage: 'Fair' } }).w],
  [3, defineMessages({ w: { id: 'feedback.rating.3', defaultMessage: 'Good' } }).w],
  [4, defineMessages({ w: { id: 'feedback.rating.4', defaultMessage: 'Very good' } }).w],
  [5, defineMessages({ w: { id: 'feedback.rating.5', defaultMessage: 'Excellent' } }).w],
] as const;
/** The feedback service keeps comments of at most this many characters. */
export const MAX_COMMENT_LENGTH = 1000;

type Phase = 'asking' | 'thanks' | 'dismissed';

/** An answer or a dismissal ends the survey when done, or when it was not offered any more (closed either way). */
const closes = (outcome: MutationOutcome<string>) => outcome.ok || outcome.failure === 'SURVEY_NOT_OFFERED';

/**
 * The feedback survey as a card on the overview: a rating of 1 to 5 (a radio group: arrow keys choose, one tab
 * stop), an optional comment, Send and 'No thanks'. Either ends it for good: the card then says so (and takes the
 * focus, as the form it replaces had it), and the survey is not offered again.
 */
function FeedbackSurveyCardContent({ survey: key }: { survey: FeedbackSurveyCard_survey$key }) {
  const intl = useIntl();
  const survey = useFragment(
    graphql`
      fragment FeedbackSurveyCard_survey on FeedbackSurvey {
        locale
      }
    `,
    key,
  );
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [phase, setPhase] = useState<Phase>('asking');
  const [problem, setProblem] = useState<'rating' | 'failed' | null>(null);
  const [answer, answering] = useAnswerFeedbackSurveyMutation();
  const [dismiss, dismissing] = useDismissFeedbackSurveyMutation();
  const busy = answering || dismissing;
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase !== 'asking') done.current?.focus();
  }, [phase]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setProblem('rating');
    setProblem(null);
    try {
      const outcome = await answer(survey.locale, Number(rating), comment.slice(0, MAX_COMMENT_LENGTH));
      if (closes(outcome)) setPhase('thanks');
      else setProblem(!outcome.ok && outcome.fieldErrors.some((error) => error.field === 'rating') ? 'rating' : 'failed');
    } catch {
      setProblem('failed');
    }
  };
  const decline = async () => {
    setProblem(null);
    try {
      if (closes(await dismiss(survey.locale))) setPhase('dismissed');
      else setProblem('failed');
    } catch {
      setProblem('failed');
    }
  };

  return (
    <Card title={intl.formatMessage(m.title)} icon="★" testId="feedback-survey">
      {phase !== 'asking' ? (
        <p ref={done} tabIndex={-1} className="feedback-survey__done">
          {intl.formatMessage(phase === 'thanks' ? m.thanks : m.dismissed)}
        </p>
      ) : (
        <form className="feedback-survey" onSubmit={send} aria-label={intl.formatMessage(m.title)} noValidate>
          <div className="feedback-survey__rating">
            <RadioGroup label={intl.formatMessage(m.question)} value={rating} onChange={setRating} className="feedback-survey__scale">
              {RATINGS.map(([n, word]) => (
                <Radio key={n} value={String(n)}>
                  <span className="feedback-survey__number" aria-hidden="true">
                    {intl.formatNumber(n)}
                  </span>
                  <span className="visually-hidden">{intl.formatMessage(mv.option, { rating: n, word: intl.formatMessage(word) })}</span>
                </Radio>
              ))}
            </RadioGroup>
            <p className="feedback-survey__ends" aria-hidden="true">
              <span>{intl.formatMessage(RATINGS[0][1])}</span>
              <span>{intl.formatMessage(RATINGS[4][1])}</span>
            </p>
            {problem === 'rating' ? (
              // The ui RadioGroup takes no error message: the refusal is announced when it appears, under the group.
              <p role="alert" className="feedback-survey__error">
                {intl.formatMessage(m.ratingRequired)}
              </p>
            ) : null}
          </div>
          <TextField
            label={intl.formatMessage(m.comment)}
            multiline
            value={comment}
            onChange={setComment}
            maxLength={MAX_COMMENT_LENGTH}
            isDisabled={busy}
          />
          {problem === 'failed' ? (
            <p role="alert" className="feedback-survey__error">
              {intl.formatMessage(m.failed)}
            </p>
          ) : null}
          <div className="feedback-survey__actions">
            <Button type="submit" isDisabled={busy}>
              {intl.formatMessage(m.send)}
            </Button>
            <Button variant="quiet" onPress={() => void decline()} isDisabled={busy}>
              {intl.formatMessage(m.dismiss)}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** The feedback survey, with its texts (a lazy message scope). */
export function FeedbackSurveyCard({ survey }: { survey: FeedbackSurveyCard_survey$key }) {
  return (
    <MessageScopeProvider scope={feedbackTexts}>
      <FeedbackSurveyCardContent survey={survey} />
    </MessageScopeProvider>
  );
}
