import type { FieldError, MutationError } from '../../__generated__/resolvers-types';
import { mutationError } from '../../errors';

export const MAX_COMMENT_LENGTH = 1000;

/** The payload `error` of a survey answered or dismissed before, or not asked in this locale. */
export const surveyNotOfferedError = (): MutationError =>
  mutationError('SURVEY_NOT_OFFERED', null, 'This survey is closed for you: thank you, we already have your response.');

/** The rating and comment of an answer checked as the feedback service checks them (its own check still holds). */
export function answerFieldErrors(rating: number, comment: string | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.push({ field: 'rating', message: 'Please choose a rating from 1 to 5.' });
  if (comment && comment.length > MAX_COMMENT_LENGTH) {
    errors.push({ field: 'comment', message: `Your comment can be at most ${MAX_COMMENT_LENGTH} characters long.` });
  }
  return errors;
}
