import type { ReactNode } from 'react';
import type { GridGeometry, MonthLayout } from './timelineManager';

export interface MonthRowsProps {
  layout: MonthLayout;
  geometry: GridGeometry;
  /** Rows near the viewport (inclusive), or undefined when none. */
  range: readonly [number, number] | undefined;
  /** Number of tiles of the month. */
  tiles: number;
  renderTile: (index: number) => ReactNode;
}

/** Only the rows near the viewport are in the DOM, each at its computed offset below the month heading. */
export function MonthRows({ layout, geometry, range, tiles, renderTile }: MonthRowsProps) {
  if (!range) return null;
  const rows: ReactNode[] = [];
  const last = Math.min(range[1], Math.ceil(tiles / geometry.columns) - 1, layout.rows - 1);
  for (let row = range[0]; row <= last; row++) {
    const cells: ReactNode[] = [];
    for (let col = 0; col < geometry.columns; col++) {
      const index = row * geometry.columns + col;
      if (index >= tiles) break;
      cells.push(renderTile(index));
    }
    rows.push(
      <div
        key={row}
        className="timeline-month__row"
        style={{
          top: geometry.header + row * geometry.rowHeight,
          height: geometry.tile,
          gridTemplateColumns: `repeat(${geometry.columns}, ${geometry.tile}px)`,
          gap: geometry.gap,
        }}
      >
        {cells}
      </div>,
    );
  }
  return <>{rows}</>;
}

export function SkeletonTile() {
  return <span className="photo-tile photo-tile--placeholder" aria-hidden="true"><span className="photo-tile__skeleton" /></span>;
}
