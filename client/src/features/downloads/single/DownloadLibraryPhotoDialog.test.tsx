import { screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection } from '../../../test/factories/connection';
import { photoNode } from '../../../test/factories/photo';
import { VIEWER_ID } from '../../../test/factories/viewer';
import { savedFiles } from '../../../test/files';
import { renderApp } from '../../../test/renderApp';
import { SelectionToolbar } from '../../photos/actions/SelectionToolbar';
import { createTestRelay, installPointerEvent, renderWithRelay } from '../../../test/relay';
import { PhotoSelection, PhotoSelectionContext } from '../../photos/selection/photoSelection';

installPointerEvent();

const original = ({ id }: Variables) => ({
  node: photoNode(id as string, { localFileName: `${id}.HEIC`, untouchedUrl: `https://blobs.test/${id}/original` }),
});

let saved: ReturnType<typeof savedFiles>;
let fetchMock: ReturnType<typeof vi.fn>;
const savedNames = () => saved.map((file) => file.download);

beforeEach(() => {
  saved = savedFiles();
  fetchMock = vi.fn(async () => new Response(new Blob(['bytes']), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

function renderToolbar(ids: string[], features: Record<string, boolean> = {}) {
  const relay = createTestRelay({}, { DownloadLibraryPhotoDialogQuery: original });
  const selection = new PhotoSelection();
  selection.start();
  for (const id of ids) selection.toggle(id);
  const { user } = renderWithRelay(
    <PhotoSelectionContext.Provider value={selection}>
      <SelectionToolbar selectedCount={ids.length} onDelete={() => undefined} />
    </PhotoSelectionContext.Provider>,
    { relay, config: { features } },
  );
  return { relay, selection, user };
}

afterEach(() => vi.unstubAllGlobals());

describe('single-photo download from the timeline toolbar', () => {
  it('downloads the one selected photo (a fresh signed URL of the original) with its file name and ends selection mode', async () => {
    const { relay, selection, user } = renderToolbar(['P7']);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(savedNames()).toEqual(['P7.HEIC']));
    expect(relay.callsOf('DownloadLibraryPhotoDialogQuery')[0]!.variables).toEqual({ id: 'P7' });
    expect(fetchMock).toHaveBeenCalledWith('https://blobs.test/P7/original', expect.anything());
    expect(selection.getSnapshot().isSelecting).toBe(false);
  });

  it('leaves several photos to the archive download (nothing happens here yet)', async () => {
    const { relay, user } = renderToolbar(['P1', 'P2']);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(relay.callsOf('DownloadLibraryPhotoDialogQuery')).toHaveLength(0);
  });

  it('shows the error when the photo cannot be looked up', async () => {
    const relay = createTestRelay({}, { DownloadLibraryPhotoDialogQuery: () => ({ node: null }) });
    const selection = new PhotoSelection();
    selection.toggle('GONE');
    const { user } = renderWithRelay(
      <PhotoSelectionContext.Provider value={selection}>
        <SelectionToolbar selectedCount={1} onDelete={() => undefined} />
      </PhotoSelectionContext.Provider>,
      { relay },
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Error: Your photo could not be downloaded')).toBeInTheDocument();
    expect(selection.getSnapshot().isSelecting).toBe(true);
  });
});

describe('Copy to album from the timeline toolbar', () => {
  it('is there only with the album flag', () => {
    renderToolbar(['P1']);
    expect(screen.queryByRole('button', { name: 'Copy to album' })).not.toBeInTheDocument();
  });

  it('is disabled with nothing selected', () => {
    renderToolbar([], { PhotoManagementAlbumViewEnabled: true });
    expect(screen.getByRole('button', { name: 'Copy to album' })).toBeDisabled();
  });

  it('opens the copy dialog for the selected photos', async () => {
    const { user } = renderToolbar(['P1', 'P2'], { PhotoManagementAlbumViewEnabled: true });
    await user.click(screen.getByRole('button', { name: 'Copy to album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to album' });
    expect(within(dialog).getByText('2 photos selected')).toBeInTheDocument();
  });
});

describe('the photo preview', () => {
  it('downloads the photo through the dialog and offers Copy to album with the album flag', async () => {
    const { user } = renderApp('/my-photos/photos/preview/p1', {
      handlers: {
        PhotoPreviewPageQuery: ({ id }: Variables) => ({
          node: photoNode(id as string, { dateTaken: '2024-07-10T12:00:00Z' }),
          viewer: { id: VIEWER_ID, photoLibrary: { months: [{ id: 'M1', year: 2024, month: 7, count: 1 }] } },
        }),
        PreviewNavigatorMonthPhotosQuery: ({ monthId }: Variables) => ({
          node: { __typename: 'TimelineMonth', id: monthId, photos: connection(['p1'], {}, (id) => ({ id }), { cursorOf: (id) => id }) },
        }),
        DownloadLibraryPhotoDialogQuery: original,
      },
      config: { features: { PhotoManagementTimelineViewEnabled: true, PhotoManagementAlbumViewEnabled: true } },
    });
    await screen.findByRole('img', { name: 'p1.jpg' });
    await user.click(screen.getByRole('link', { name: 'Download' }));
    await waitFor(() => expect(savedNames()).toEqual(['p1.HEIC']));
    expect(screen.getByTestId('photo-preview')).toBeInTheDocument(); // still on the preview
    await user.click(screen.getByRole('button', { name: 'Copy to album' }));
    expect(await screen.findByRole('dialog', { name: 'Copy to album' })).toHaveTextContent('1 photo selected');
  });
});
