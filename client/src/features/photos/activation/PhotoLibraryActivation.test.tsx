import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoLibraryActivationTestQuery } from '../../../__generated__/PhotoLibraryActivationTestQuery.graphql';
import { PHOTO_LIBRARY_ID, VIEWER_ID } from '../../../test/factories/viewer';
import { createTestRelay, renderWithRelay } from '../../../test/relay';
import { announcements } from '../../../ui/announce';
import { ACTIVATION_FINISH_DELAY_MS } from './ActivationPanels';
import { PhotoLibraryActivation } from './PhotoLibraryActivation';

function Harness() {
  const data = useLazyLoadQuery<PhotoLibraryActivationTestQuery>(
    graphql`
      query PhotoLibraryActivationTestQuery {
        viewer {
          photoLibrary {
            ...PhotoLibraryActivation_photoLibrary
          }
        }
      }
    `,
    {},
  );
  return data.viewer.photoLibrary ? <PhotoLibraryActivation photoLibrary={data.viewer.photoLibrary} /> : null;
}

/** How the gateway answers the import-finished event: tracked (analytics consent) or refused (none). */
type Consent = 'analytics' | 'none';

function setup(initialStatus: string, consent: Consent = 'analytics') {
  let status = initialStatus;
  const relay = createTestRelay(
    {
      Viewer: () => ({ id: VIEWER_ID }),
      PhotoLibrary: () => ({ id: PHOTO_LIBRARY_ID, status, importStarted: status !== 'NOT_ACTIVE', months: [] }),
    },
    {
      useActivatePhotoLibraryMutation: () => {
        status = 'IMPORTING';
        return { activatePhotoLibrary: { photoLibrary: { id: PHOTO_LIBRARY_ID, status: 'IMPORTING', importStarted: true } } };
      },
      useTrackAnalyticsEventMutation: () => ({
        trackAnalyticsEvent: consent === 'analytics'
          ? { trackedAt: '2026-01-01T10:00:05Z', error: null }
          : { trackedAt: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' } },
      }),
    },
  );
  renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { relay },
  );
  return { relay, setStatus: (s: string) => (status = s) };
}

const event = (type: string, importedCount: number, totalCount: number, timestamp: string) => ({
  photoLibraryImportEvents: { id: `e-${timestamp}`, type, importedCount, totalCount, timestamp },
});

describe('PhotoLibraryActivation', () => {
  it('activates a NOT_ACTIVE library and starts listening to the import', async () => {
    const { relay } = setup('NOT_ACTIVE');
    expect(await screen.findByRole('heading', { name: 'Activate your photo library' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Activate photo library' }));
    expect(await screen.findByRole('heading', { name: 'Importing your photos' })).toBeInTheDocument();
    expect(relay.callsOf('useActivatePhotoLibraryMutation')).toHaveLength(1);
    expect(screen.getByText('Starting the import…')).toBeInTheDocument();
    // The live connection opens once the (lazily loaded) import panel has rendered.
    await waitFor(() => expect(relay.openSubscriptions('ImportEventsSubscription')).toBe(1));
  });

  it('shows live progress (newest event only), waits 10 s after the end, refreshes and unsubscribes', async () => {
    const { relay, setStatus } = setup('IMPORTING');
    await screen.findByRole('heading', { name: 'Importing your photos' });
    // The panel loads on its own: its live connection opens once it has rendered (before the clock is faked).
    await waitFor(() => expect(relay.openSubscriptions('ImportEventsSubscription')).toBe(1));
    vi.useFakeTimers();
    act(() => relay.emit('ImportEventsSubscription', event('IMPORT_STARTED', 0, 40, '2026-01-01T10:00:00Z')));
    act(() => relay.emit('ImportEventsSubscription', event('IMPORT_PROGRESS', 12, 40, '2026-01-01T10:00:02Z')));
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuetext', 'Importing 12 of 40 photos');
    expect(screen.getByText('Importing 12 of 40 photos')).toBeInTheDocument();
    // An older message arriving late is ignored.
    act(() => relay.emit('ImportEventsSubscription', event('IMPORT_PROGRESS', 5, 40, '2026-01-01T10:00:01Z')));
    expect(screen.getByText('Importing 12 of 40 photos')).toBeInTheDocument();
    // Progress is read from the progress bar when asked for; only the end is announced.
    expect(announcements()).toEqual([]);

    act(() => relay.emit('ImportEventsSubscription', event('IMPORT_FINISHED', 40, 40, '2026-01-01T10:00:05Z')));
    expect(screen.getByText(/All your photos have been imported/)).toBeInTheDocument();
    expect(announcements()).toEqual(['All your photos have been imported. Your photo library will be ready in a moment.']);
    expect(relay.openSubscriptions('ImportEventsSubscription')).toBe(0);
    setStatus('ACTIVE');
    // The refresh fetches the photos screens' queries again: the tabs' counts, the timeline's status and months.
    const refreshes = () => ['PhotoManagementPageQuery', 'AllPhotosPageQuery'].map((name) => relay.callsOf(name).length);
    await act(async () => vi.advanceTimersByTime(ACTIVATION_FINISH_DELAY_MS - 1));
    expect(refreshes()).toEqual([0, 0]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(refreshes()).toEqual([1, 1]);
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Importing your photos' })).not.toBeInTheDocument());
  });

  it.each(['analytics', 'none'] as const)(
    "tracks 'import finished' once, when it arrives, whatever the gateway does with it (consent: %s)",
    async (consent) => {
      const { relay } = setup('IMPORTING', consent);
      await waitFor(() => expect(relay.openSubscriptions('ImportEventsSubscription')).toBe(1));
      act(() => relay.emit('ImportEventsSubscription', event('IMPORT_PROGRESS', 39, 40, '2026-01-01T10:00:04Z')));
      expect(relay.callsOf('useTrackAnalyticsEventMutation')).toHaveLength(0);
      act(() => relay.emit('ImportEventsSubscription', event('IMPORT_FINISHED', 40, 40, '2026-01-01T10:00:05Z')));
      await waitFor(() => expect(relay.callsOf('useTrackAnalyticsEventMutation')).toHaveLength(1));
      expect(relay.callsOf('useTrackAnalyticsEventMutation')[0]!.variables).toEqual({ input: { event: 'PHOTO_LIBRARY_IMPORT_FINISHED' } });
      // A refusal (no analytics consent) shows nothing: the import's end reads the same.
      expect(screen.getByText(/All your photos have been imported/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('renders nothing for an active library', async () => {
    const { relay } = setup('ACTIVE');
    await vi.waitFor(() => expect(relay.callsOf('PhotoLibraryActivationTestQuery')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
