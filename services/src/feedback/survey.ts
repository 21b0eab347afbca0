// The feedback survey of one customer (contracts/feedback-api.yaml): offered on the sites of the survey locales
// (spec §1, SURVEY_LOCALES) until the customer answers or dismisses it — one response per customer, in any locale,
// so it is never offered twice. Answers are validated here (rating 1-5, comment up to 1000 characters).
import { isLocale, SURVEY_LOCALES } from '@my-account/brands';
import type { components } from '../../contracts/__generated__/feedback-api';
import type { Db } from '../db';

export type Survey = components['schemas']['Survey'];
export type Answer = components['schemas']['Answer'];
export type FieldError = components['schemas']['FieldError'];

export const MAX_COMMENT_LENGTH = 1000;
/** Control characters a comment may not hold (PostgreSQL text cannot hold NUL; the rest are never typed). */
const hasControl = (text: string) => [...text].some((c) => {
  const code = c.charCodeAt(0);
  return (code < 0x20 && c !== '\n' && c !== '\r' && c !== '\t') || code === 0x7f;
});

export const isSurveyLocale = (locale: string) => (SURVEY_LOCALES as readonly string[]).includes(locale);

/** Whether the survey is offered to the customer on a site of `locale` (a known locale), and if not, why. */
export async function surveyState(db: Db, customerId: string, locale: string): Promise<Survey> {
  const row = await db.selectFrom('feedback_responses').select(['kind', 'responded_at'])
    .where('customer_id', '=', customerId).executeTakeFirst();
  if (row) {
    return { locale, offered: false, reason: row.kind === 'answered' ? 'ANSWERED' : 'DISMISSED', respondedAt: row.responded_at.toISOString() };
  }
  if (!isSurveyLocale(locale)) return { locale, offered: false, reason: 'LOCALE_NOT_SURVEYED', respondedAt: null };
  return { locale, offered: true, reason: null, respondedAt: null };
}

export const localeError = (value: unknown): FieldError | null =>
  isLocale(value) ? null : { field: 'locale', message: 'The locale must be one of the brand sites\' locales, e.g. nl-BE.' };

export interface ValidAnswer {
  locale: string;
  rating: number;
  comment: string | null;
}

/** The answer of a request body, or each invalid field with its message. */
export function validateAnswer(body: Record<string, unknown>): { answer: ValidAnswer } | { fieldErrors: FieldError[] } {
  const { locale, rating, comment } = body;
  const fieldErrors: FieldError[] = [];
  const badLocale = localeError(locale);
  if (badLocale) fieldErrors.push(badLocale);
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    fieldErrors.push({ field: 'rating', message: 'Please choose a rating from 1 to 5.' });
  }
  if (comment !== undefined && comment !== null && typeof comment !== 'string') {
    fieldErrors.push({ field: 'comment', message: 'The comment must be text.' });
  } else if (typeof comment === 'string' && comment.length > MAX_COMMENT_LENGTH) {
    fieldErrors.push({ field: 'comment', message: `Your comment can be at most ${MAX_COMMENT_LENGTH} characters long.` });
  } else if (typeof comment === 'string' && hasControl(comment)) {
    fieldErrors.push({ field: 'comment', message: 'Your comment contains characters that are not allowed.' });
  }
  if (fieldErrors.length) return { fieldErrors };
  const text = typeof comment === 'string' ? comment.trim() : '';
  return { answer: { locale: locale as string, rating: rating as number, comment: text || null } };
}

/**
 * Stores the customer's answer or dismissal: the survey's state after it, or `notOffered` with the state that
 * refused it (already answered or dismissed — also by a request racing this one —, or a locale not surveyed).
 */
export async function respond(
  db: Db, customerId: string, response: { kind: 'answered'; answer: ValidAnswer } | { kind: 'dismissed'; locale: string },
): Promise<{ survey: Survey } | { notOffered: Survey }> {
  const locale = response.kind === 'answered' ? response.answer.locale : response.locale;
  const before = await surveyState(db, customerId, locale);
  if (!before.offered) return { notOffered: before };
  const inserted = await db.insertInto('feedback_responses').values({
    customer_id: customerId, kind: response.kind, locale,
    rating: response.kind === 'answered' ? response.answer.rating : null,
    comment: response.kind === 'answered' ? response.answer.comment : null,
  }).onConflict((oc) => oc.column('customer_id').doNothing()).returning('customer_id').executeTakeFirst();
  const after = await surveyState(db, customerId, locale);
  return inserted ? { survey: after } : { notOffered: after };
}

/** The customer's own answers (at most one; none after a dismissal). */
export async function answersOf(db: Db, customerId: string): Promise<Answer[]> {
  const rows = await db.selectFrom('feedback_responses').select(['locale', 'rating', 'comment', 'responded_at'])
    .where('customer_id', '=', customerId).where('kind', '=', 'answered').execute();
  return rows.map((r) => ({ locale: r.locale, rating: r.rating!, comment: r.comment, answeredAt: r.responded_at.toISOString() }));
}
