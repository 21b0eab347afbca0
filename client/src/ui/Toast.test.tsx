import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../test/relay';
import { announcements } from './announce';
import { toastQueue, ToastRegion } from './Toast';

describe('toasts', () => {
  it('shows the newest on top and closes each after 5 s', () => {
    vi.useFakeTimers();
    renderWithRelay(<ToastRegion />);
    act(() => void toastQueue.add('Preparing download...'));
    act(() => void vi.advanceTimersByTime(2000));
    act(() => void toastQueue.add('Downloading photos'));
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['Downloading photos', 'Preparing download...']);
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['Downloading photos']);
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('announces each toast once through the live region (not again as the list changes), errors assertively', () => {
    renderWithRelay(<ToastRegion />);
    act(() => void toastQueue.add('Downloading photos'));
    act(() => void toastQueue.add('Download failed', { tone: 'error' }));
    act(() => void toastQueue.add('Preparing download...'));
    expect(announcements('polite')).toEqual(['Downloading photos', 'Preparing download...']);
    expect(announcements('assertive')).toEqual(['Download failed']);
  });
});
