import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumPhotoGridTestQuery } from '../../../__generated__/AlbumPhotoGridTestQuery.graphql';
import { connection } from '../../../test/factories/connection';
import { photoNode } from '../../../test/factories/photo';
import { createTestRelay, renderWithRelay } from '../../../test/relay';
import { installIntersectionObserver, revealWhenObserved } from '../testing/albumTestEnv';
import { AlbumPhotoGrid, type AlbumPhotoGridProps } from './AlbumPhotoGrid';

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});

function Grid(props: Omit<AlbumPhotoGridProps, 'photos'>) {
  const data = useLazyLoadQuery<AlbumPhotoGridTestQuery>(
    graphql`
      query AlbumPhotoGridTestQuery @relay_test_operation {
        node(id: "album") {
          ... on Album {
            photos(first: 30) {
              ...AlbumPhotoGrid_photos
            }
          }
        }
      }
    `,
    {},
  );
  return data.node?.photos ? <AlbumPhotoGrid {...props} photos={data.node.photos} /> : null;
}

function renderGrid(props: Partial<Omit<AlbumPhotoGridProps, 'photos'>> = {}) {
  const relay = createTestRelay({
    Node: () => ({ __typename: 'Album', id: 'album' }),
    Album: () => ({ id: 'album' }),
    PhotoConnection: () => connection(Array.from({ length: 30 }, (_, i) => photoNode(`p${i}`)), { first: 30 }, (photo) => photo),
  });
  const all: Omit<AlbumPhotoGridProps, 'photos'> = {
    hasNext: true,
    isLoadingNext: false,
    loadNext: vi.fn(),
    isSelecting: false,
    selectedIds: new Set(),
    onPhotoPress: vi.fn(),
    ...props,
  };
  renderWithRelay(<Grid {...all} />, { relay });
  return all;
}

describe('AlbumPhotoGrid', () => {
  it('lays the photos out in sections of 24 and reports the index of a pressed photo', async () => {
    const props = renderGrid();
    const tiles = await screen.findAllByTestId('photo-tile');
    expect(tiles).toHaveLength(30);
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Photos 1–24', 'Photos 25–30']);
    expect(within(sections[0]!).getAllByTestId('photo-tile')).toHaveLength(24);
    fireEvent.click(tiles[25]!);
    expect(props.onPhotoPress).toHaveBeenCalledWith('p25', 25);
  });

  it('asks for the next page when the sentinel comes near the viewport', async () => {
    const props = renderGrid();
    await screen.findAllByTestId('photo-tile');
    await revealWhenObserved(io);
    expect(props.loadNext).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton tiles while a page loads and does not ask again meanwhile', async () => {
    const props = renderGrid({ isLoadingNext: true });
    await screen.findAllByTestId('photo-tile');
    expect(screen.getByTestId('album-photo-grid-loading').children).toHaveLength(24);
    await revealWhenObserved(io);
    expect(props.loadNext).not.toHaveBeenCalled();
  });

  it('marks selected tiles in selection mode', async () => {
    renderGrid({ isSelecting: true, selectedIds: new Set(['p1']) });
    const tiles = await screen.findAllByTestId('photo-tile');
    expect(tiles[1]).toHaveAttribute('aria-pressed', 'true');
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves the focus with the arrow keys, Home and End', async () => {
    renderGrid();
    const tiles = await screen.findAllByTestId('photo-tile');
    // The grid's keyboard handler is attached by an effect, which on a busy machine may run just after the tiles show.
    await waitFor(() => {
      act(() => tiles[0]!.focus());
      fireEvent.keyDown(tiles[0]!, { key: 'ArrowRight' });
      expect(tiles[1]).toHaveFocus();
    });
    fireEvent.keyDown(tiles[1]!, { key: 'End' });
    expect(tiles[29]).toHaveFocus();
    fireEvent.keyDown(tiles[29]!, { key: 'Home' });
    expect(tiles[0]).toHaveFocus();
    fireEvent.keyDown(tiles[0]!, { key: 'ArrowLeft' });
    expect(tiles[0]).toHaveFocus();
  });
});
