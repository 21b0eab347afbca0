import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandContext } from '../../brand/BrandContext';
import { brandOfChannel } from '../../brand/brands';
import { ToastRegion } from '../../ui';
import { createTestRelay, deferred, renderWithRelay, type TestRelay } from '../../test/relay';
import { isPrintOrderingAvailable } from './printsFlags';
import { OrderPrintsButton } from './OrderPrintsButton';
import { openEditor } from './openEditor';
import { PRINT_HANDOFF_MIN_MS, PrintSelectionBar, type PrintSelectionBarProps } from './PrintSelectionBar';

vi.mock('./openEditor', () => ({ openEditor: vi.fn() }));

const EDITOR_URL = 'http://localhost:4001/editor?autoselectproduct=PAP_910&channel=fotoprint-nl&tempSelectionId=t1';
const dutchBrand = brandOfChannel('fotoprint-nl')!;

function renderBar(props: Partial<PrintSelectionBarProps> = {}) {
  const selection = deferred();
  const relay = createTestRelay({}, { useCreatePrintSelectionMutation: selection.handler });
  const onCancel = vi.fn();
  renderWithRelay(
    <BrandContext.Provider value={dutchBrand}>
      <PrintSelectionBar selectedIds={['P1', 'P2', 'P3']} isLoading={false} albumId="A1" onCancel={onCancel} {...props} />
      <ToastRegion />
    </BrandContext.Provider>,
    { relay },
  );
  return { relay, selection, onCancel, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const mutationOf = (relay: TestRelay) => relay.callsOf('useCreatePrintSelectionMutation')[0];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(openEditor).mockClear();
});

describe('PrintSelectionBar', () => {
  it('is disabled with 0 photos selected', () => {
    renderBar({ selectedIds: [] });
    expect(screen.getByRole('button', { name: 'Next: Customise 0 photo prints' })).toBeDisabled();
  });

  it('sums up the photos too small for a sharp print (in the site\'s language) and deselects them in one action', async () => {
    const onDeselect = vi.fn();
    const { user } = renderBar({ tooSmallIds: ['P2'], printSizeText: '10,2 × 15,2 cm', onDeselect });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 photos is too small for a sharp 10,2 × 15,2 cm print');
    await user.click(screen.getByRole('button', { name: 'Deselect too-small photos' }));
    expect(onDeselect).toHaveBeenCalledWith(['P2']);
  });

  it('says nothing about print readiness when every photo prints sharply', () => {
    renderBar({ tooSmallIds: [], printSizeText: '10.2 × 15.2 cm', onDeselect: vi.fn() });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Deselect too-small photos' })).not.toBeInTheDocument();
  });

  it('says Selecting your photos... while the photos load', () => {
    renderBar({ isLoading: true });
    expect(screen.getByRole('button', { name: 'Selecting your photos...' })).toBeDisabled();
  });

  it('shows the overlay at least 3000 ms (Escape does not close it), then opens the editor', async () => {
    const { relay, selection, user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Next: Customise 3 photo prints' }));
    const overlay = screen.getByRole('dialog', { name: 'Adding 3 photos to editor...' });
    expect(mutationOf(relay)!.variables).toEqual({
      input: { photoIds: ['P1', 'P2', 'P3'], albumId: 'A1', channel: dutchBrand.channel },
    });
    // The answer comes quickly: the overlay still stays for the full 3000 ms.
    await act(async () => selection.resolve({ createPrintSelection: { tempSelectionId: 't1', editorUrl: EDITOR_URL } }));
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await act(async () => void vi.advanceTimersByTime(PRINT_HANDOFF_MIN_MS - 100));
    expect(screen.getByRole('dialog', { name: 'Adding 3 photos to editor...' })).toBeInTheDocument();
    expect(openEditor).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(openEditor).toHaveBeenCalledWith(EDITOR_URL);
    expect(screen.getByRole('dialog', { name: 'Adding 3 photos to editor...' })).toBeInTheDocument();
  });

  it('waits for a slow answer beyond 3000 ms', async () => {
    const { relay, selection, user } = renderBar({ selectedIds: ['P1'] });
    await user.click(screen.getByRole('button', { name: 'Next: Customise 1 photo print' }));
    expect(screen.getByRole('dialog', { name: 'Adding 1 photo to editor...' })).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(openEditor).not.toHaveBeenCalled();
    expect(mutationOf(relay)).toBeDefined();
    await act(async () => selection.resolve({ createPrintSelection: { tempSelectionId: 't1', editorUrl: EDITOR_URL } }));
    expect(openEditor).toHaveBeenCalledWith(EDITOR_URL);
  });

  it("a failure closes the overlay (after the 3000 ms) with the toast 'Error transferring photos. Try again.'", async () => {
    const { relay, selection, onCancel, user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Next: Customise 3 photo prints' }));
    expect(mutationOf(relay)).toBeDefined();
    await act(async () => selection.reject(new Error('SHARED_ALBUM_READ_ONLY')));
    await act(async () => void vi.advanceTimersByTime(PRINT_HANDOFF_MIN_MS - 100));
    expect(screen.getByRole('dialog', { name: 'Adding 3 photos to editor...' })).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Error transferring photos. Try again.');
    expect(openEditor).not.toHaveBeenCalled();
    // The customer can try again or leave.
    expect(screen.getByRole('button', { name: 'Next: Customise 3 photo prints' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('Order photo prints button', () => {
  const sources = (search: string, features: Record<string, boolean> = {}) => ({
    search,
    storage: null,
    config: { features, featureHostnames: {} },
    hostname: 'localhost',
  });

  it('needs print ordering on and the album view not explicitly off', () => {
    expect(isPrintOrderingAvailable(sources('', {}))).toBe(false);
    expect(isPrintOrderingAvailable(sources('', { PrintOrderingEnabled: true }))).toBe(true);
    expect(isPrintOrderingAvailable(sources('', { PrintOrderingEnabled: true, PhotoManagementAlbumViewEnabled: true }))).toBe(true);
    expect(isPrintOrderingAvailable(sources('', { PrintOrderingEnabled: true, PhotoManagementAlbumViewEnabled: false }))).toBe(false);
    expect(isPrintOrderingAvailable(sources('?PhotoManagementAlbumViewEnabled=false', { PrintOrderingEnabled: true }))).toBe(false);
    expect(
      isPrintOrderingAvailable(
        sources('?PhotoManagementAlbumViewEnabled=true', { PrintOrderingEnabled: true, PhotoManagementAlbumViewEnabled: false }),
      ),
    ).toBe(true);
    expect(isPrintOrderingAvailable(sources('?PrintOrderingEnabled=false', { PrintOrderingEnabled: true }))).toBe(false);
  });

  it('renders only when the rule holds', () => {
    vi.useRealTimers();
    const relay = createTestRelay();
    const onPress = vi.fn();
    const { unmount } = renderWithRelay(<OrderPrintsButton onPress={onPress} />, { relay, config: { features: { PrintOrderingEnabled: true } } });
    fireEvent.click(screen.getByRole('button', { name: 'Order photo prints' }));
    expect(onPress).toHaveBeenCalled();
    unmount();
    renderWithRelay(<OrderPrintsButton onPress={onPress} />, {
      relay,
      config: { features: { PrintOrderingEnabled: true, PhotoManagementAlbumViewEnabled: false } },
    });
    expect(screen.queryByRole('button', { name: 'Order photo prints' })).not.toBeInTheDocument();
  });
});
