import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../brand/brands';
import { renderApp } from '../../test/renderApp';
import type { TestRelay } from '../../test/relay';

/** The overview of a customer with this variant of 'sample-test' (StrictMode: effects run twice on mount). */
function renderOverview(variant: 'CONTROL' | 'A', assigned: boolean, failing: string[] = []) {
  const resolvers = { Experiment: () => ({ name: 'SAMPLE_TEST', variant, assigned }), FeedbackSurvey: () => ({ offered: false }) };
  return renderApp('/', { resolvers, failing, strict: true });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'My account overview' });
const exposures = (relay: TestRelay) => relay.callsOf('useRecordExperimentExposureMutation').map((c) => c.variables);

describe("the A/B test 'sample-test' on the overview", () => {
  it("variant A adds a 'Create something new' card leading to the brand's shop, and records the exposure once", async () => {
    const { relay } = renderOverview('A', true);
    const card = await screen.findByRole('region', { name: 'Create something new' });
    expect(card).toHaveTextContent('Turn your favourite photos into a photo book, a calendar or wall decor.');
    expect(screen.getByRole('link', { name: 'Start creating' })).toHaveAttribute('href', DEFAULT_BRAND.shopUrl);
    await waitFor(() => expect(exposures(relay)).toEqual([{ input: { name: 'SAMPLE_TEST' } }]));
  });

  it('the control variant shows the overview as it is, and records the exposure once', async () => {
    const { relay } = renderOverview('CONTROL', true);
    await heading();
    await waitFor(() => expect(exposures(relay)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Create something new' })).not.toBeInTheDocument();
    // The shortcuts, then the activity below them (once loaded): no card of the variant among them.
    await screen.findByRole('region', { name: 'Recent photos' });
    const cards = ['My photos', 'My orders', 'My settings', 'Orders in progress', 'Recent photos'];
    for (const name of cards) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(cards.length);
  });

  it('without an assignment (no analytics consent, or the testing tool away) nothing is recorded', async () => {
    const { relay } = renderOverview('CONTROL', false);
    await heading();
    await waitFor(() => expect(relay.callsOf('FeedbackSurveyOfferQuery')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Create something new' })).not.toBeInTheDocument();
    expect(exposures(relay)).toEqual([]);
  });

  it('a failed exposure changes nothing on the page', async () => {
    renderOverview('A', true, ['useRecordExperimentExposureMutation']);
    expect(await screen.findByRole('region', { name: 'Create something new' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeInTheDocument();
  });
});
