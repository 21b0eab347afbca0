import { memo, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import type { GridGeometry, MonthLayout, TimelineManager } from './timelineManager';
import './PhotoTile.css';

export interface MonthRowsProps<T> {
  monthId: string;
  manager: TimelineManager;
  layout: MonthLayout;
  geometry: GridGeometry;
  /** The month's photos loaded so far, in order (new pages append to it). */
  tiles: readonly T[];
  /** Tiles the month shows (its photos, and the '+N' tile last when it has one). */
  count: number;
  /** A cell: the tile at `index` (undefined when not loaded yet), or null for none (the row ends there). */
  renderTile: (index: number, tile: T | undefined) => ReactNode;
}

/**
 * Only the rows near the viewport are in the DOM, each at its computed offset below the month heading; rows (and
 * cells) of photos not loaded yet are left out, the month's skeleton shows there (`MonthSkeleton`).
 *
 * The rows subscribe to their month's range themselves: a scroll frame renders the rows of the month or two whose
 * range changed, nothing else. They render the new range (and newly loaded photos) in a deferred, interruptible
 * render: the scroll frame itself only schedules it, and the skeleton stands in meanwhile.
 */
export const MonthRows = memo(function MonthRows<T>({ monthId, manager, layout, geometry, tiles, count, renderTile }: MonthRowsProps<T>) {
  const range = useSyncExternalStore(manager.subscribe, () => manager.rowsOf(monthId));
  const shownRange = useDeferredValue(range);
  const shownTiles = useDeferredValue(tiles);
  if (!shownRange) return null;
  const rows: ReactNode[] = [];
  const last = Math.min(shownRange[1], Math.ceil(count / geometry.columns) - 1, layout.rows - 1);
  for (let row = shownRange[0]; row <= last; row++) {
    // Rows past the photos loaded so far stay skeletons (the '+N' tile, last, comes with the last photos).
    if (row * geometry.columns >= shownTiles.length && (row + 1) * geometry.columns < count) break;
    rows.push(<Row key={row} row={row} geometry={geometry} tiles={shownTiles} count={count} renderTile={renderTile as RenderTile} />);
  }
  return rows;
}) as <T>(props: MonthRowsProps<T>) => ReactNode;

type RenderTile = (index: number, tile: unknown) => ReactNode;

interface RowProps {
  row: number;
  geometry: GridGeometry;
  tiles: readonly unknown[];
  count: number;
  renderTile: RenderTile;
}

/** A row renders again only when its own tiles change (a page arriving adds rows, it does not render the others). */
const Row = memo(
  function Row({ row, geometry, tiles, count, renderTile }: RowProps) {
    const cells: ReactNode[] = [];
    for (let index = row * geometry.columns; index < Math.min(count, (row + 1) * geometry.columns); index++) {
      const cell = renderTile(index, tiles[index]);
      if (cell === null) break;
      cells.push(cell);
    }
    return cells.length > 0 ? (
      <div className="timeline-month__row" style={{ top: geometry.header + row * geometry.rowHeight }}>
        {cells}
      </div>
    ) : null;
  },
  (a, b) => {
    if (a.row !== b.row || a.geometry !== b.geometry || a.count !== b.count || a.renderTile !== b.renderTile) return false;
    for (let index = a.row * a.geometry.columns; index < (a.row + 1) * a.geometry.columns; index++) {
      if (a.tiles[index] !== b.tiles[index]) return false;
    }
    return true;
  },
);

/**
 * The month's tiles as skeletons, painted as one repeated background (an element or two per month, not one per
 * tile): mounting a month flown past costs next to nothing, and the rows render over it when they can.
 */
export function MonthSkeleton({ layout, geometry }: { layout: MonthLayout; geometry: GridGeometry }) {
  const tiles = layout.displayed + (layout.plusN > 0 ? 1 : 0);
  const fullRows = Math.floor(tiles / geometry.columns);
  const rest = tiles % geometry.columns;
  const pitch = geometry.tile + geometry.gap;
  return (
    <>
      {fullRows > 0 ? (
        <div
          className="timeline-month__skeleton"
          style={{ top: geometry.header, height: fullRows * geometry.rowHeight - geometry.gap, width: geometry.columns * pitch - geometry.gap }}
        />
      ) : null}
      {rest > 0 ? (
        <div
          className="timeline-month__skeleton"
          style={{ top: geometry.header + fullRows * geometry.rowHeight, height: geometry.tile, width: rest * pitch - geometry.gap }}
        />
      ) : null}
    </>
  );
}

/**
 * The custom properties the rows and skeletons of a grid use: the columns, tile and gap sizes and the skeleton tile
 * (an SVG square with the tiles' rounded corners, repeated).
 */
export function gridStyle(geometry: GridGeometry) {
  const pitch = geometry.tile + geometry.gap;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pitch}" height="${geometry.rowHeight}">` +
    `<rect width="${geometry.tile}" height="${geometry.tile}" rx="4" fill="#e6e9ee"/></svg>`;
  return {
    '--grid-columns': String(geometry.columns),
    '--grid-tile': `${geometry.tile}px`,
    '--grid-gap': `${geometry.gap}px`,
    '--grid-skeleton': `url("data:image/svg+xml,${encodeURIComponent(svg)}") 0 0 / ${pitch}px ${geometry.rowHeight}px`,
  };
}

/** A tile-sized skeleton (the album grid shows them for a page being fetched). */
export function SkeletonTile() {
  return <span className="photo-tile photo-tile--placeholder" aria-hidden="true"><span className="photo-tile__skeleton" /></span>;
}
