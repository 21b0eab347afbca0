import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../test/relay';
import { AuthErrorPage, StorageBlockedPage } from './AuthPages';

describe('auth pages', () => {
  it("'Auth Error' offers a retry", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithRelay(<AuthErrorPage onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Auth Error' })).toBeInTheDocument();
    expect(document.title).toBe('Auth Error | PhotoPrint');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks to enable site data and cookies when storage is blocked', () => {
    renderWithRelay(<StorageBlockedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Please enable site data and cookies' })).toBeInTheDocument();
  });
});
