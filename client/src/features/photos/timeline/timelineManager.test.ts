import { describe, expect, it, vi } from 'vitest';
import { geometryFor, LEAP_SETTLE_MS, monthHeight, TimelineManager, type MonthSummary } from './timelineManager';

const month = (i: number, count: number): MonthSummary => ({ id: `m${i}`, year: 2024 - Math.floor(i / 12), month: 12 - (i % 12), count, isUnknownDate: false });

describe('TimelineManager', () => {
  it('sizes month placeholders from the summary counts and the grid geometry before any photo loads', () => {
    const manager = new TimelineManager(1024, 800);
    manager.setMonths([month(0, 7), month(1, 600), month(2, 1)]);
    const { geometry, layout, totalHeight } = manager.getSnapshot();
    expect(geometry.columns).toBe(5);
    expect(geometry.tile).toBe(201);
    expect(layout[0]).toMatchObject({ top: 0, rows: 2, displayed: 7, plusN: 0, height: monthHeight(7, geometry) });
    // 600 photos: 500 shown plus a '+100' tile.
    expect(layout[1]).toMatchObject({ top: layout[0]!.height, displayed: 500, plusN: 100, rows: 101 });
    expect(totalHeight).toBe(layout[2]!.top + layout[2]!.height);
  });

  it('reports the month the scrubber jumped to even when the page cannot scroll it to the top', () => {
    const manager = new TimelineManager(1024, 800);
    manager.setMonths([month(0, 100), month(1, 1), month(2, 1), month(3, 1)]);
    const { layout, totalHeight } = manager.getSnapshot();
    const bottom = totalHeight - 800; // as far as the page scrolls: above the small last months
    expect(layout[3]!.top).toBeGreaterThan(bottom);
    manager.jumpTo(3);
    manager.setViewport(bottom, 800);
    expect(manager.getSnapshot().currentIndex).toBe(3);
    manager.setViewport(bottom - 400, 800); // the customer scrolls on: the scroll position decides again
    expect(manager.getSnapshot().currentIndex).toBe(0);
  });

  it('uses 3 columns on small screens and more, square tiles, on wider ones', () => {
    expect(geometryFor(375).columns).toBe(3);
    expect(geometryFor(800).columns).toBe(4);
    expect(geometryFor(1400).columns).toBeGreaterThan(5);
  });

  it('mounts only months near the viewport and only the rows near it', () => {
    const manager = new TimelineManager(1024, 800);
    manager.setMonths(Array.from({ length: 120 }, (_, i) => month(i, 100)));
    let snapshot = manager.getSnapshot();
    expect(snapshot.mounted.size).toBeLessThan(5);
    expect(snapshot.mounted.has('m0')).toBe(true);
    const target = snapshot.layout[60]!;
    manager.setViewport(target.top + 1000, 800);
    snapshot = manager.getSnapshot();
    expect(snapshot.mounted.has('m60')).toBe(true);
    expect(snapshot.mounted.has('m0')).toBe(false);
    expect(snapshot.currentIndex).toBe(60);
    const [first, last] = manager.rowsOf('m60')!;
    expect(first).toBeGreaterThan(0);
    expect(last - first).toBeLessThan(12);
  });

  it('a scroll that moves only rows keeps the months window and tells how many photos the rows need, page by page', () => {
    const manager = new TimelineManager(1024, 800);
    manager.setMonths(Array.from({ length: 12 }, (_, i) => month(i, 400)));
    const before = manager.getSnapshot();
    const range = manager.rowsOf('m0')!;
    const needed = manager.photosNeeded('m0');
    expect(needed % 24).toBe(0);
    expect(needed).toBeGreaterThanOrEqual((range[1] + 1) * before.geometry.columns);
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.setViewport(before.geometry.rowHeight * 6, 800);
    expect(listener).toHaveBeenCalled();
    expect(manager.getSnapshot()).toBe(before);
    expect(manager.rowsOf('m0')![0]).toBeGreaterThan(range[0]);
    expect(manager.photosNeeded('m0')).toBeGreaterThan(needed);
    expect(manager.photosNeeded('m5')).toBe(0);
    listener.mockClear();
    manager.setViewport(before.geometry.rowHeight * 6 + 1, 800); // less than a row: nothing to render
    expect(listener).not.toHaveBeenCalled();
  });

  it('expanding a month past 500 adds up to 500 more photos to its height', () => {
    const manager = new TimelineManager(1024, 800);
    manager.setMonths([month(0, 1200)]);
    expect(manager.getSnapshot().layout[0]).toMatchObject({ displayed: 500, plusN: 700 });
    manager.expandMonth('m0');
    expect(manager.getSnapshot().layout[0]).toMatchObject({ displayed: 1000, plusN: 200 });
  });

  it('after a leap of more than a screen mounts only what is on screen, and its photos and the margins once it settles', () => {
    vi.useFakeTimers();
    const manager = new TimelineManager(1024, 800);
    manager.setMonths(Array.from({ length: 120 }, (_, i) => month(i, 100)));
    const target = manager.getSnapshot().layout[60]!;
    manager.setViewport(target.top + 1000, 800);
    const rowsOf = () => manager.rowsOf('m60')!;
    const [first, last] = rowsOf();
    const { rowHeight } = manager.getSnapshot().geometry;
    expect(last - first + 1).toBeLessThanOrEqual(Math.ceil(800 / rowHeight) + 1); // just the screen
    expect(manager.getSnapshot().loading.has('m60')).toBe(false); // flown past: skeletons, nothing fetched
    manager.setViewport(manager.getSnapshot().layout[90]!.top, 800); // the fling goes on
    vi.advanceTimersByTime(LEAP_SETTLE_MS - 1);
    expect(manager.getSnapshot().loading.size).toBe(0);
    manager.setViewport(target.top + 1000, 800); // and comes back
    vi.advanceTimersByTime(LEAP_SETTLE_MS);
    expect(manager.getSnapshot().loading.has('m60')).toBe(true);
    const [wideFirst, wideLast] = rowsOf();
    expect(wideFirst).toBeLessThan(first);
    expect(wideLast).toBeGreaterThan(last);
    manager.setViewport(target.top + 1100, 800); // an ordinary scroll keeps the margins
    expect(rowsOf()[1] - rowsOf()[0]).toBeGreaterThan(last - first);
  });
});
