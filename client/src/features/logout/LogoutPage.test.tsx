import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { logoutTo } from './logoutState';
import { postLogoutRouteOf } from './postLogoutRoute';

describe('/logout', () => {
  it('signs out once (StrictMode) and returns to the overview', async () => {
    const { userManager } = renderApp('/logout', { strict: true });
    expect(await screen.findByRole('progressbar', { name: 'Signing you out…' })).toBeInTheDocument();
    await waitFor(() =>
      expect(userManager.signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-token',
        post_logout_redirect_uri: `${window.location.origin}/`,
      }),
    );
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('ends where the navigation asked for, among the allowed pages only', () => {
    expect(postLogoutRouteOf(logoutTo('accountDeleted').state)).toBe('accountDeleted');
    expect(postLogoutRouteOf({ after: 'changeEmailSuccess' })).toBe('changeEmailSuccess');
    expect(postLogoutRouteOf({ after: 'orders' })).toBe('overview');
    expect(postLogoutRouteOf({ after: 'https://evil.example/' })).toBe('overview');
    expect(postLogoutRouteOf(null)).toBe('overview');
  });
});
