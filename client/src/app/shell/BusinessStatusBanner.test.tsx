import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../brand/brands';
import { customer, customerWorld } from '../../test/factories/customer';
import { business, consumer, VIEWER_ID } from '../../test/factories/viewer';
import { renderApp } from '../../test/renderApp';

const overview = () => screen.findByRole('heading', { level: 1, name: 'My account overview' });

describe('the business account status banner (spec §4)', () => {
  it('DEFAULT: a status asking to complete the details, with a link to the business settings', async () => {
    renderApp('/', { viewer: { ...business, businessAccountStatus: 'DEFAULT' } });
    await overview();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Complete your business details');
    expect(banner).toHaveTextContent('Some of your company details are missing.');
    expect(within(banner).getByRole('link', { name: 'Complete details' })).toHaveAttribute('href', '/settings/b2b');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("DEFAULT: 'Complete details' opens the company details form", async () => {
    const { router } = renderApp('/', { world: customerWorld(customer({ business: { status: 'DEFAULT', companyName: null, vatNumber: null } })) });
    await userEvent.click(await screen.findByRole('link', { name: 'Complete details' }));
    expect(await screen.findByRole('form', { name: 'Company details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/b2b');
  });

  it('NEW: a status saying the account awaits validation, nothing to do', async () => {
    renderApp('/', { viewer: { ...business, businessAccountStatus: 'NEW' } });
    await overview();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Your business account is pending validation');
    expect(banner).toHaveTextContent("You'll receive an e-mail as soon as your account has been validated.");
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('BLOCKED: an error announced at once (alert), with a link to customer care', async () => {
    renderApp('/', { viewer: { ...business, businessAccountStatus: 'BLOCKED' } });
    await overview();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your business account has been blocked');
    expect(banner).toHaveTextContent('Please contact customer care to find out what to do next.');
    expect(within(banner).getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', DEFAULT_BRAND.customerCareUrl);
  });

  it.each([
    ['an active business account', { ...business, businessAccountStatus: 'ACTIVE' as const }],
    ['a consumer', consumer],
  ])('none for %s', async (_, viewer) => {
    renderApp('/', { viewer });
    await overview();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the status in the store: the same live region says the new status (announced), BLOCKED as an alert, ACTIVE none', async () => {
    const { relay } = renderApp('/', { world: customerWorld(customer({ business: { status: 'DEFAULT', companyName: null, vatNumber: null } })) });
    const region = await screen.findByRole('status');
    expect(region).toHaveTextContent('Complete your business details');
    const status = (value: string) =>
      act(async () => commitLocalUpdate(relay.environment, (store) => store.get(VIEWER_ID)!.setValue(value, 'businessAccountStatus')));

    await status('NEW');
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Your business account is pending validation');
    await status('BLOCKED');
    expect(screen.getByRole('alert')).toHaveTextContent('Your business account has been blocked');
    await status('ACTIVE');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No banner's text is left; the overview's own business card states the status it follows.
    expect(screen.queryByText(/Your business account/)).not.toBeInTheDocument();
    expect(await screen.findByTestId('business-status')).toHaveTextContent('Active');
  });
});
