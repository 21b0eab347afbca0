import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandOfChannel } from '../../brand/brands';
import { renderApp } from '../../test/renderApp';

describe('public outcome pages', () => {
  it("'account deleted' offers to create an account and to view products, without the shell", async () => {
    renderApp('/account-deleted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', 'https://www.photoprint.example/');
    expect(screen.getByRole('link', { name: 'View products' })).toHaveAttribute('href', 'https://www.photoprint.example/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The title is set by an effect, which may run just after the heading shows on a busy machine.
    await waitFor(() => expect(document.title).toBe('Your account has been deleted | PhotoPrint'));
  });

  it("'e-mail changed' says to sign in with the new address; Continue loads the account (which asks to sign in)", async () => {
    renderApp('/change-email-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email address has been changed' })).toBeInTheDocument();
    expect(screen.getByText('From now on, please sign in with your new email address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `${window.location.origin}/`);
  });

  it('speaks the brand language and links to its customer care', async () => {
    const brand = brandOfChannel('fotoprint-nl')!;
    renderApp('/delete-account-error', { brand });
    expect(await screen.findByRole('link', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact op met de klantenservice' })).toHaveAttribute('href', brand.customerCareUrl);
  });
});
