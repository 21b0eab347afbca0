import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../ui';
import { createTestRelay, renderWithRelay, type Handler } from '../../../test/relay';
import { announcements } from '../../../ui/announce';
import { ArchiveDownloads } from './ArchiveDownloads';
import { archiveTracker } from './archiveTracker';

const SUBSCRIPTION = 'ArchiveDownloadsSubscription';
const STATUS = 'ArchiveDownloadsStatusQuery';
const ZIP_URL = 'https://downloads.test/d/photos.zip?sig=abc';

let opened: string[];

beforeEach(() => {
  opened = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.href);
  });
});

afterEach(() => {
  act(() => {
    for (const item of archiveTracker.getSnapshot()) archiveTracker.end(item.id);
  });
});

/** The status check learns nothing (nothing settles until an event says so). */
const stillBuilding: Handler = ({ ids }) => ({ nodes: (ids as string[]).map(() => null) });

function renderListener(statusHandler: Handler = stillBuilding) {
  const relay = createTestRelay({}, { [STATUS]: statusHandler });
  renderWithRelay(
    <>
      <ToastRegion />
      <ArchiveDownloads />
    </>,
    { relay },
  );
  return relay;
}

const event = (downloadId: string, type: string, extra: Record<string, unknown> = {}) => ({
  downloadEvents: { type, downloadId, done: null, total: null, download: null, ...extra },
});

const finishedDownload = (id: string, url: string) => ({
  __typename: 'Download',
  id,
  status: 'FINISHED',
  url,
  name: 'photos.zip',
  photosCount: 3,
  createdAt: '2026-11-23T10:00:00Z',
  progress: { done: 3, total: 3 },
});

/** Toasts on screen, newest first. */
const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

describe('archive downloads in the background', () => {
  it('shows "n of N photos" while the archive is built, then saves the zip once when the finished event arrives', async () => {
    const relay = renderListener();
    act(() => archiveTracker.add('D1', 3));
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));

    act(() => relay.emit(SUBSCRIPTION, event('D1', 'PROGRESS', { done: 2, total: 3 })));
    const progress = screen.getByRole('region', { name: 'Downloads being prepared' });
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 3 photos');

    const finished = event('D1', 'FINISHED', { done: 3, total: 3, download: finishedDownload('D1', ZIP_URL) });
    act(() => relay.emit(SUBSCRIPTION, finished));
    act(() => relay.emit(SUBSCRIPTION, finished));

    expect(opened).toEqual([ZIP_URL]);
    expect(toastTexts()).toEqual(['Downloading photos']);
    // The archive being ready is announced once, though its event came twice.
    expect(announcements()).toEqual(['Downloading photos']);
    expect(screen.queryByRole('region', { name: 'Downloads being prepared' })).not.toBeInTheDocument();
  });

  it('reports "Download failed" on the error event and never offers a zip for that download', async () => {
    const relay = renderListener();
    act(() => archiveTracker.add('D2', 100));
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));

    act(() => relay.emit(SUBSCRIPTION, event('D2', 'PROGRESS', { done: 50, total: 100 })));
    act(() => relay.emit(SUBSCRIPTION, event('D2', 'ERROR')));
    // A late event for the same job (a retry, a replay) must not hand over a partial archive.
    act(() => relay.emit(SUBSCRIPTION, event('D2', 'FINISHED', { download: finishedDownload('D2', ZIP_URL) })));

    expect(opened).toEqual([]);
    expect(announcements('assertive')).toEqual(['Download failed']);
    expect(toastTexts()).toEqual(['Download failed']);
  });

  it('ignores events of downloads this tab did not ask for', async () => {
    const relay = renderListener();
    act(() => archiveTracker.add('D3', 2));
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));

    act(() => relay.emit(SUBSCRIPTION, event('OTHER', 'FINISHED', { download: finishedDownload('OTHER', ZIP_URL) })));
    act(() => relay.emit(SUBSCRIPTION, event('OTHER', 'ERROR')));

    expect(opened).toEqual([]);
    expect(toastTexts()).toEqual([]);
    expect(screen.getByRole('region', { name: 'Downloads being prepared' })).toBeInTheDocument();
  });

  it('still saves the zip when the finished event was missed, from the status check', async () => {
    const relay = renderListener(({ ids }) => ({ nodes: (ids as string[]).map((id) => finishedDownload(id, ZIP_URL)) }));
    act(() => archiveTracker.add('D4', 3));

    await waitFor(() => expect(opened).toEqual([ZIP_URL]), { timeout: 4000 });
    // The check asks for the archives awaited, by id.
    expect(relay.callsOf(STATUS)[0]!.variables).toEqual({ ids: ['D4'] });
    expect(toastTexts()).toEqual(['Downloading photos']);
  });

  it('refuses a finished URL that is not http(s) and says the download failed', async () => {
    const relay = renderListener();
    act(() => archiveTracker.add('D5', 1));
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));

    act(() => relay.emit(SUBSCRIPTION, event('D5', 'FINISHED', { download: finishedDownload('D5', 'javascript:alert(1)') })));

    expect(opened).toEqual([]);
    expect(toastTexts()).toEqual(['Download failed']);
  });

  it('listens only while a download is awaited', async () => {
    const relay = renderListener();
    expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(0);
    act(() => archiveTracker.add('D6', 1));
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));
    act(() => relay.emit(SUBSCRIPTION, event('D6', 'ERROR')));
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(0));
  });
});
