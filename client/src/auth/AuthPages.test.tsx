import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { catalogueFor } from '../test/catalogues';
import { AuthErrorPage, StorageBlockedPage } from './AuthPages';

describe('auth pages', () => {
  it("'Auth Error' offers a retry", async () => {
    const onRetry = vi.fn();
    render(<I18nProvider locale="en-GB" catalogue={catalogueFor('en-GB')}><AuthErrorPage onRetry={onRetry} /></I18nProvider>);
    expect(screen.getByRole('heading', { level: 1, name: 'Auth Error' })).toBeInTheDocument();
    expect(document.title).toBe('Auth Error | PhotoPrint');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks to enable site data and cookies when storage is blocked', () => {
    render(<I18nProvider locale="en-GB" catalogue={catalogueFor('en-GB')}><StorageBlockedPage /></I18nProvider>);
    expect(screen.getByRole('heading', { level: 1, name: 'Please enable site data and cookies' })).toBeInTheDocument();
  });
});
