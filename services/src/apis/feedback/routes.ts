// Feedback service (contracts/feedback-api.yaml), mounted at /feedback-api behind the bearer and the deleted-account
// check: the token owner's survey state for a locale, their answer or dismissal (once: 409 SURVEY_NOT_OFFERED after
// either), and their own answer. There is no path to another customer's answers.
import { Router, type Request, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/feedback-api';
import { answersOf, localeError, respond, surveyState, validateAnswer, type Answer, type Survey } from '../../feedback/survey';
import type { Db } from '../../db';
import { jsonBody } from '../limits';

type ErrorBody = components['schemas']['Error'];
type NotOffered = { code: 'SURVEY_NOT_OFFERED'; message: string; survey: Survey };

const notOffered = (survey: Survey): NotOffered => ({
  code: 'SURVEY_NOT_OFFERED', survey,
  message: survey.reason === 'LOCALE_NOT_SURVEYED' ? 'The survey is not offered in this locale.' : 'The survey was already answered or dismissed.',
});
const bodyOf = (req: Request): Record<string, unknown> =>
  (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;

export function feedbackRoutes(db: Db): Router {
  const router = Router();
  router.use(jsonBody('8kb'));

  router.get('/v1/surveys/me', async (req: Request, res: Response<Survey | ErrorBody>) => {
    const { locale } = req.query;
    const invalid = localeError(locale);
    if (invalid) return void res.status(400).json({ code: 'INVALID_LOCALE', message: invalid.message, fieldErrors: [invalid] });
    res.json(await surveyState(db, req.accountId!, locale as string));
  });

  router.post('/v1/surveys/me/answer', async (req: Request, res: Response<Survey | ErrorBody | NotOffered>) => {
    const checked = validateAnswer(bodyOf(req));
    if ('fieldErrors' in checked) {
      return void res.status(400).json({ code: 'INVALID_ANSWER', message: 'Some fields are not valid.', fieldErrors: checked.fieldErrors });
    }
    const result = await respond(db, req.accountId!, { kind: 'answered', answer: checked.answer });
    if ('notOffered' in result) return void res.status(409).json(notOffered(result.notOffered));
    res.status(201).json(result.survey);
  });

  router.post('/v1/surveys/me/dismissal', async (req: Request, res: Response<Survey | ErrorBody | NotOffered>) => {
    const { locale } = bodyOf(req);
    const invalid = localeError(locale);
    if (invalid) return void res.status(400).json({ code: 'INVALID_LOCALE', message: invalid.message, fieldErrors: [invalid] });
    const result = await respond(db, req.accountId!, { kind: 'dismissed', locale: locale as string });
    if ('notOffered' in result) return void res.status(409).json(notOffered(result.notOffered));
    res.status(201).json(result.survey);
  });

  router.get('/v1/answers/me', async (req: Request, res: Response<{ items: Answer[] }>) => {
    res.json({ items: await answersOf(db, req.accountId!) });
  });

  return router;
}
