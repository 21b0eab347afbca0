/**
 * The timeline's state outside React (Immich-style): month placeholders sized from the summary counts and the
 * grid geometry before any photo loads, the window of months and rows near the viewport, and the months'
 * loaded photo ids. Components subscribe with `useSyncExternalStore` and render only what is near the viewport.
 */

export interface MonthSummary {
  id: string;
  year: number;
  month: number;
  count: number;
  isUnknownDate: boolean;
}

export interface GridGeometry {
  width: number;
  columns: number;
  /** Side of a square tile in px. */
  tile: number;
  gap: number;
  /** Height of a month heading. */
  header: number;
  /** Space after a month section. */
  sectionGap: number;
  rowHeight: number;
}

export interface MonthLayout {
  id: string;
  index: number;
  top: number;
  height: number;
  /** Photos shown (the count, or the limit when the month holds more). */
  displayed: number;
  /** Photos behind the '+N' tile (0 = no tile). */
  plusN: number;
  rows: number;
}

export interface TimelineSnapshot {
  geometry: GridGeometry;
  layout: readonly MonthLayout[];
  totalHeight: number;
  /** Months near the viewport: they are mounted (their heading and rows, skeletons until photos arrive). */
  mounted: ReadonlySet<string>;
  /**
   * Mounted months that fetch and show their photos. During a fast fling (leaps of more than a screen) months flown
   * past stay skeletons and fetch nothing; they load once the scrolling settles.
   */
  loading: ReadonlySet<string>;
  /** The month at the top of the viewport. */
  currentIndex: number;
}

/** Rows of a month (inclusive range). */
export type RowRange = readonly [number, number];

/** A month shows at most this many photos before a '+N' tile (spec §9). */
export const MONTH_TILE_LIMIT = 500;
/** Photos per page of a month (spec §9). */
export const MONTH_PAGE_SIZE = 24;
/** How long after the last leap (more than a screen at once) photos load again and the margins come back. */
export const LEAP_SETTLE_MS = 150;
export const GRID_GAP = 4;
export const MONTH_HEADER_HEIGHT = 56;
export const MONTH_SECTION_GAP = 24;
const NO_IDS: readonly string[] = [];

/** Columns of the grid for a container width: small screens 3, medium 4, then tiles of about 200 px. */
export function columnsFor(width: number): number {
  if (width < 575) return 3;
  if (width < 1024) return Math.max(4, Math.floor((width + GRID_GAP) / (160 + GRID_GAP)));
  return Math.max(5, Math.floor((width + GRID_GAP) / (200 + GRID_GAP)));
}

export function geometryFor(width: number): GridGeometry {
  const w = Math.max(width, 240);
  const columns = columnsFor(w);
  const tile = Math.floor((w - (columns - 1) * GRID_GAP) / columns);
  return {
    width: w,
    columns,
    tile,
    gap: GRID_GAP,
    header: MONTH_HEADER_HEIGHT,
    sectionGap: MONTH_SECTION_GAP,
    rowHeight: tile + GRID_GAP,
  };
}

/** Height of a month section with `tiles` tiles. */
export function monthHeight(tiles: number, g: GridGeometry): number {
  const rows = Math.ceil(tiles / g.columns);
  return g.header + (rows > 0 ? rows * g.rowHeight - g.gap : 0) + g.sectionGap;
}

export class TimelineManager {
  private months: readonly MonthSummary[] = [];
  private limits = new Map<string, number>();
  private loaded = new Map<string, readonly string[]>();
  private width: number;
  private viewportTop = 0;
  /** The month the scrubber jumped to, kept while the viewport stays where the jump left it. */
  private jump: { index: number; top: number | null } | null = null;
  private viewportHeight: number;
  private listeners = new Set<() => void>();
  private snapshot: TimelineSnapshot;
  private windowKey = '';
  /**
   * Per mounted month, the rows near the viewport. Apart from the snapshot: a scroll frame usually changes only the
   * rows of a month or two, and only those months' rows render again (`rowsOf`), not the timeline.
   */
  private rows = new Map<string, RowRange>();
  /** After a leap of more than a screen only what is on screen mounts; the margins follow a frame later. */
  private leaping = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(width = 1024, viewportHeight = 768) {
    this.width = width;
    this.viewportHeight = viewportHeight;
    this.snapshot = this.compute();
    this.rows = this.computeRows(this.snapshot);
    this.windowKey = keyOf(this.snapshot);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The months' layout and which are mounted: a new object only when that changes (not on every scroll frame). */
  getSnapshot = () => this.snapshot;

  /** The rows of a mounted month near the viewport, or undefined; the same array while they stay the same. */
  rowsOf(id: string): RowRange | undefined {
    return this.rows.get(id);
  }

  /**
   * How many photos of a month its rows near the viewport need, in whole pages (so it changes once a page, not on
   * every row); 0 when none of its rows is near.
   */
  photosNeeded(id: string): number {
    const range = this.rows.get(id);
    const month = this.snapshot.layout.find((m) => m.id === id);
    if (!range || !month) return 0;
    const photos = (range[1] + 1) * this.snapshot.geometry.columns;
    return Math.min(month.displayed, Math.ceil(photos / MONTH_PAGE_SIZE) * MONTH_PAGE_SIZE);
  }

  setMonths(months: readonly MonthSummary[]) {
    const same =
      months.length === this.months.length &&
      months.every((m, i) => m.id === this.months[i]!.id && m.count === this.months[i]!.count);
    this.months = months;
    if (!same) this.update(true);
  }

  setWidth(width: number) {
    if (width > 0 && width !== this.width) {
      this.width = width;
      this.update(true);
    }
  }

  /** `top`: how far the viewport's top is below the timeline's top (negative above it). */
  setViewport(top: number, height: number) {
    if (this.jump) {
      // The first measurement after a jump is where the page could scroll to (near the end it cannot put the
      // month at the top); any later, different position is the customer scrolling on.
      if (this.jump.top === null) this.jump.top = top;
      else if (Math.abs(this.jump.top - top) > 1) this.jump = null;
    }
    if (top === this.viewportTop && height === this.viewportHeight) return;
    if (Math.abs(top - this.viewportTop) > height) this.startLeap();
    this.viewportTop = top;
    this.viewportHeight = height;
    this.update(false);
  }

  /** The scrubber jumped to a month: it is the current month until the customer scrolls elsewhere. */
  jumpTo(index: number) {
    this.jump = { index, top: null };
    this.update(false);
  }

  /** The '+N' tile was activated: the month shows up to another 500 photos. */
  expandMonth(id: string) {
    this.limits.set(id, this.limitOf(id) + MONTH_TILE_LIMIT);
    this.update(true);
  }

  limitOf(id: string): number {
    return this.limits.get(id) ?? MONTH_TILE_LIMIT;
  }

  /** A month component reports the photo ids it has loaded (for "Select all", its heading and neighbours). */
  setLoaded(monthId: string, ids: readonly string[]) {
    if (this.loaded.get(monthId) === ids) return;
    this.loaded.set(monthId, ids);
    for (const listener of this.listeners) listener();
  }

  /** The photo ids of a month loaded so far (the same array until more arrive). */
  loadedOf(monthId: string): readonly string[] {
    return this.loaded.get(monthId) ?? NO_IDS;
  }

  loadedIds(): string[] {
    return this.months.flatMap((m) => this.loaded.get(m.id) ?? []);
  }

  monthIds(): string[] {
    return this.months.map((m) => m.id);
  }

  /** Offset of a month's top from the timeline's top. */
  offsetOf(index: number): number {
    return this.snapshot.layout[index]?.top ?? 0;
  }

  /**
   * A jump or a fast fling replaces everything on screen: loading photos and mounting margins for months that are
   * gone a frame later made long tasks and wasted requests. Both wait until the scrolling settles.
   */
  private startLeap() {
    this.leaping = true;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.leaping = false;
      this.update(false);
    }, LEAP_SETTLE_MS);
  }

  private update(relayout: boolean) {
    const next = this.compute(relayout ? undefined : this.snapshot);
    const key = keyOf(next);
    const windowChanged = relayout || key !== this.windowKey;
    const rows = this.computeRows(next, relayout ? undefined : this.rows);
    const rowsChanged = rows.size !== this.rows.size || [...rows].some(([id, range]) => this.rows.get(id) !== range);
    if (!windowChanged && !rowsChanged) return;
    if (windowChanged) {
      this.windowKey = key;
      this.snapshot = next;
    }
    this.rows = rows;
    for (const listener of this.listeners) listener();
  }

  private compute(previous?: TimelineSnapshot): TimelineSnapshot {
    let geometry: GridGeometry;
    let layout: readonly MonthLayout[];
    let totalHeight: number;
    if (previous) {
      ({ geometry, layout, totalHeight } = previous);
    } else {
      geometry = geometryFor(this.width);
      let top = 0;
      layout = this.months.map((m, index) => {
        const limit = this.limitOf(m.id);
        const displayed = Math.min(m.count, limit);
        const plusN = m.count > limit ? m.count - limit : 0;
        const tiles = displayed + (plusN > 0 ? 1 : 0);
        const height = monthHeight(tiles, geometry);
        const entry = { id: m.id, index, top, height, displayed, plusN, rows: Math.ceil(tiles / geometry.columns) };
        top += height;
        return entry;
      });
      totalHeight = top;
    }
    const viewTop = this.viewportTop;
    const viewBottom = viewTop + this.viewportHeight;
    // Months within one viewport above or below are mounted (their photos load early).
    const mountMargin = this.leaping ? 0 : this.viewportHeight;
    const mounted = new Set<string>();
    const loading = new Set<string>();
    let currentIndex = 0;
    for (const m of layout) {
      if (m.top <= viewTop) currentIndex = m.index;
      if (m.top + m.height < viewTop - mountMargin || m.top > viewBottom + mountMargin) continue;
      mounted.add(m.id);
      if (!this.leaping || previous?.loading.has(m.id)) loading.add(m.id);
    }
    if (this.jump && layout[this.jump.index]) currentIndex = this.jump.index;
    return { geometry, layout, totalHeight, mounted, loading, currentIndex };
  }

  /** The rows near the viewport (within half of one) of each mounted month; unchanged ranges keep their identity. */
  private computeRows({ geometry, layout, mounted }: TimelineSnapshot, previous?: ReadonlyMap<string, RowRange>) {
    const viewTop = this.viewportTop;
    const viewBottom = viewTop + this.viewportHeight;
    const rowMargin = this.leaping ? 0 : Math.max(this.viewportHeight / 2, geometry.rowHeight * 2);
    const rows = new Map<string, RowRange>();
    for (const m of layout) {
      if (!mounted.has(m.id)) continue;
      const rowsTop = m.top + geometry.header;
      const first = Math.max(0, Math.floor((viewTop - rowMargin - rowsTop) / geometry.rowHeight));
      const last = Math.min(m.rows - 1, Math.floor((viewBottom + rowMargin - rowsTop) / geometry.rowHeight));
      if (last < first) continue;
      const before = previous?.get(m.id);
      rows.set(m.id, before && before[0] === first && before[1] === last ? before : [first, last]);
    }
    return rows;
  }
}

function keyOf(s: TimelineSnapshot): string {
  let key = `${s.currentIndex}|`;
  for (const id of s.mounted) key += `${id}${s.loading.has(id) ? '+' : ''};`;
  return key;
}
