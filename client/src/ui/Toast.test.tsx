import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../test/relay';
import { toastQueue, ToastRegion } from './Toast';

describe('toasts', () => {
  it('shows the newest on top and closes each after 5 s', () => {
    vi.useFakeTimers();
    renderWithRelay(<ToastRegion />);
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
