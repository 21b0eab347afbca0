import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoLibraryWorld } from '../../../test/factories/photoLibrary';
import { PHOTO_LIBRARY_ID, VIEWER_ID } from '../../../test/factories/viewer';
import type { Variables } from 'relay-runtime';
import { renderApp } from '../../../test/renderApp';

const BEACH = '6e4b17d8-25cd-4cf6-a0d1-d728c3af34dd';
const OWN = '11111111-1111-4111-8111-111111111111';
const upload = (uploadId: string, fileName: string, status: string, madeBeforeSignIn: boolean) =>
  ({ uploadId, fileName, status, madeBeforeSignIn });

function renderWithUploads(path: string, asked: string[][] = []) {
  return renderApp(path, {
    world: photoLibraryWorld({ months: [] }),
    handlers: {
      EarlierUploadsQuery: (variables: Variables) => {
        const ids = (variables as { ids: string[] }).ids;
        asked.push(ids);
        const known: Record<string, ReturnType<typeof upload>> = {
          [BEACH]: upload(BEACH, 'beach.jpg', 'READY', true),
          [OWN]: upload(OWN, 'scan.png', 'REGISTERED', false),
        };
        return { viewer: { id: VIEWER_ID, photoLibrary: { id: PHOTO_LIBRARY_ID, uploads: ids.map((id) => known[id] ?? null) } } };
      },
    },
  });
}

describe('uploads handed over in the address (?uploads=)', () => {
  it('looks them up and shows each with where it stands, those made before sign-in marked, the unknown counted', async () => {
    const asked: string[][] = [];
    renderWithUploads(`/my-photos/photos?uploads=${BEACH},${OWN},nope,${BEACH}`, asked);
    const card = await screen.findByRole('region', { name: 'Your uploaded photos' });
    const items = within(within(card).getByRole('list', { name: 'Uploaded photos and where they stand' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'beach.jpgUploadedUploaded before you signed in',
      'scan.pngIn your library',
    ]);
    expect(within(card).getByText('1 upload was not found.')).toBeInTheDocument();
    expect(asked).toEqual([[BEACH, OWN, 'nope']]);
  });

  it('hides the list with Hide, which takes the ids out of the address', async () => {
    const { router } = renderWithUploads(`/my-photos/photos?stripped=true&uploads=${BEACH}`);
    const card = await screen.findByRole('region', { name: 'Your uploaded photos' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your uploaded photos' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?stripped=true');
  });

  it('shows nothing without ids', async () => {
    const asked: string[][] = [];
    renderWithUploads('/my-photos/photos', asked);
    expect(await screen.findByText('Your photo library is empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your uploaded photos' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
