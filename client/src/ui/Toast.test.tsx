import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { catalogueFor } from '../test/catalogues';
import { toastQueue, ToastRegion } from './Toast';

describe('toasts', () => {
  it('shows the newest on top and closes each after 5 s', () => {
    vi.useFakeTimers();
    render(
      <I18nProvider locale="en-GB" catalogue={catalogueFor('en-GB')}>
        <ToastRegion />
      </I18nProvider>,
    );
    act(() => void toastQueue.add('Preparing download...'));
    act(() => void vi.advanceTimersByTime(2000));
    act(() => void toastQueue.add('Downloading photos'));
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Downloading photos', 'Preparing download...']);
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Downloading photos']);
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
