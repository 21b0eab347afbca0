import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PSEUDO_HOST } from '@my-account/brands';
import { brandOfChannel, selectBrand, type Brand } from '../../brand/brands';
import { renderApp } from '../../test/renderApp';
import type { Handler, Overrides, TestRelay } from '../../test/relay';

const SURVEY_ID = 'RmVlZGJhY2tTdXJ2ZXk6YWNjOmVuLUdC';

interface Fake extends Overrides {
  offered?: boolean;
  vendor?: string;
  brand?: Brand;
}

/** The overview of a customer whose survey is (or is not) offered; the mutations answer as the gateway does. */
function renderOverview({ offered = true, failing = [], handlers = {}, vendor, brand: siteBrand }: Fake = {}) {
  const closed = (reason: string) => ({ id: SURVEY_ID, offered: false, reason });
  const resolvers = {
    FeedbackSurvey: () => ({ id: SURVEY_ID, locale: 'en-GB', offered, reason: offered ? null : 'NO_ANALYTICS_CONSENT' }),
    Experiment: () => ({ name: 'SAMPLE_TEST', variant: 'CONTROL', assigned: false }),
  };
  const all: Record<string, Handler> = {
    useAnswerFeedbackSurveyMutation: () => ({ answerFeedbackSurvey: { survey: closed('ANSWERED'), error: null, fieldErrors: [] } }),
    useDismissFeedbackSurveyMutation: () => ({ dismissFeedbackSurvey: { survey: closed('DISMISSED'), error: null } }),
    ...handlers,
  };
  const brand = siteBrand ?? (vendor ? brandOfChannel(vendor) : undefined);
  return renderApp('/', { resolvers, handlers: all, failing, ...(brand ? { brand } : {}) });
}

const survey = () => screen.findByRole('region', { name: 'Tell us what you think' });
const record = (relay: TestRelay) => relay.environment.getStore().getSource().get(SURVEY_ID);

describe('the feedback survey on the overview', () => {
  it('asks for the site locale and offers a labelled 1-5 rating, a comment, Send and No thanks', async () => {
    const { relay } = renderOverview();
    const card = await survey();
    expect(relay.callsOf('FeedbackSurveyOfferQuery').map((c) => c.variables)).toEqual([{ locale: 'en-GB' }]);
    const group = within(card).getByRole('radiogroup', { name: 'How happy are you with My account?' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent))
      .toEqual(['11: Poor', '22: Fair', '33: Good', '44: Very good', '55: Excellent']);
    expect(within(group).getByRole('radio', { name: '5: Excellent' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: "Anything else you'd like to tell us? (optional)" })).toHaveAttribute('maxlength', '1000');
    expect(within(card).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'No thanks' })).toBeEnabled();
  });

  it('asks with the Belgian site locale on the Belgian brand site, in Dutch', async () => {
    const { relay } = renderOverview({ vendor: 'fotoprint-be' });
    expect(await screen.findByRole('region', { name: 'Vertel ons wat je ervan vindt' })).toBeInTheDocument();
    expect(relay.callsOf('FeedbackSurveyOfferQuery').map((c) => c.variables)).toEqual([{ locale: 'nl-BE' }]);
  });

  it('is not asked for on a site outside the survey locales (de-DE, the pseudo-locale)', async () => {
    for (const brand of [brandOfChannel('fotodruck-de')!, selectBrand(PSEUDO_HOST)]) {
      const { relay, unmount } = renderOverview({ brand });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(relay.callsOf('OverviewPageQuery')).toHaveLength(1));
      expect(relay.callsOf('FeedbackSurveyOfferQuery')).toEqual([]);
      unmount();
    }
  });

  it('is not shown when not offered', async () => {
    const { relay } = renderOverview({ offered: false });
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    await waitFor(() => expect(relay.callsOf('FeedbackSurveyOfferQuery')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Tell us what you think' })).not.toBeInTheDocument();
  });

  it('needs a rating: Send without one says so and sends nothing', async () => {
    const { relay, user } = renderOverview();
    await user.click(within(await survey()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5.');
    expect(relay.callsOf('useAnswerFeedbackSurveyMutation')).toEqual([]);
  });

  it('is answered by keyboard: the answer is sent, thanks take the focus, the survey is closed in the store', async () => {
    const { relay, user } = renderOverview();
    const card = await survey();
    within(card).getByRole('radio', { name: '1: Poor' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(card).getByRole('radio', { name: '4: Very good' })).toBeChecked();
    await user.tab();
    await user.keyboard('Lovely prints, easy ordering.');
    await user.tab();
    expect(within(card).getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const thanks = await within(card).findByText('Thank you for your feedback!');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(relay.callsOf('useAnswerFeedbackSurveyMutation').map((c) => c.variables))
      .toEqual([{ input: { locale: 'en-GB', rating: 4, comment: 'Lovely prints, easy ordering.' } }]);
    expect(within(card).queryByRole('radiogroup')).not.toBeInTheDocument();
    // The payload's survey (same id) updated the store: no query again.
    expect(record(relay)).toMatchObject({ offered: false, reason: 'ANSWERED' });
    expect(relay.callsOf('FeedbackSurveyOfferQuery')).toHaveLength(1);
  });

  it('sends no comment when it is blank', async () => {
    const { relay, user } = renderOverview();
    const card = await survey();
    await user.click(within(card).getByText('2'));
    await user.type(within(card).getByRole('textbox'), '   ');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await within(card).findByText('Thank you for your feedback!');
    expect(relay.callsOf('useAnswerFeedbackSurveyMutation')[0]?.variables).toEqual({ input: { locale: 'en-GB', rating: 2, comment: null } });
  });

  it('No thanks declines it for good', async () => {
    const { relay, user } = renderOverview();
    const card = await survey();
    await user.click(within(card).getByRole('button', { name: 'No thanks' }));
    const done = await within(card).findByText("All right, we won't ask you again.");
    await waitFor(() => expect(done).toHaveFocus());
    expect(relay.callsOf('useDismissFeedbackSurveyMutation').map((c) => c.variables)).toEqual([{ input: { locale: 'en-GB' } }]);
    expect(record(relay)).toMatchObject({ offered: false, reason: 'DISMISSED' });
  });

  it('says when the answer could not be sent, keeping what was typed; a refused rating is shown on the rating', async () => {
    const { user, relay } = renderOverview({ failing: ['useAnswerFeedbackSurveyMutation'] });
    const card = await survey();
    await user.click(within(card).getByText('5'));
    await user.type(within(card).getByRole('textbox'), 'Great');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Your feedback could not be sent. Please try again.');
    expect(within(card).getByRole('textbox')).toHaveValue('Great');
    expect(relay.callsOf('useAnswerFeedbackSurveyMutation')).toHaveLength(1);
  });

  it('shows the gateway\'s refusal of a rating on the rating', async () => {
    const { user } = renderOverview({
      handlers: {
        useAnswerFeedbackSurveyMutation: () => ({
          answerFeedbackSurvey: { survey: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'rating' }] },
        }),
      },
    });
    const card = await survey();
    await user.click(within(card).getByText('3'));
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5.');
  });

  it('leaves the overview whole when the survey cannot be asked for', async () => {
    renderOverview({ failing: ['FeedbackSurveyOfferQuery'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account overview' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View my orders' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell us what you think' })).not.toBeInTheDocument();
  });
});
