import { createContext, useContext, useSyncExternalStore } from 'react';

export interface SelectionSnapshot {
  isSelecting: boolean;
  ids: ReadonlySet<string>;
  /** Months whose every photo is selected, including photos that load later. */
  months: ReadonlySet<string>;
  /** "Select all" of the page header: every month, including months that load later. */
  all: boolean;
}

export interface SelectionSource {
  monthIds: () => string[];
  loadedIds: () => string[];
}

const EMPTY: SelectionSnapshot = { isSelecting: false, ids: new Set(), months: new Set(), all: false };

/**
 * Selection mode of the photo library (state outside components). Leaving selection mode clears the selection.
 * Photo ids are global ids; month ids are TimelineMonth ids.
 */
export class PhotoSelection {
  private state: SelectionSnapshot = EMPTY;
  private listeners = new Set<() => void>();
  private source: SelectionSource | null = null;

  /** The screen below the header tells what "Select all" covers (its months and the photos loaded so far). */
  setSource(source: SelectionSource | null) {
    this.source = source;
  }

  /** "Select all" of the page header. */
  selectAllFromSource() {
    if (this.source) this.selectAll(this.source.monthIds(), this.source.loadedIds());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  start() {
    if (!this.state.isSelecting) this.set({ ...EMPTY, isSelecting: true });
  }

  /** Leaves selection mode and clears the selection. */
  cancel() {
    this.set(EMPTY);
  }

  toggle(id: string, monthId?: string) {
    const ids = new Set(this.state.ids);
    const months = new Set(this.state.months);
    let all = this.state.all;
    if (ids.has(id)) {
      ids.delete(id);
      if (monthId) months.delete(monthId);
      all = false;
    } else ids.add(id);
    this.set({ ...this.state, isSelecting: true, ids, months, all });
  }

  /** Selects a month: the photos loaded now and, as they load, the rest. */
  selectMonth(monthId: string, loadedIds: readonly string[]) {
    const ids = new Set(this.state.ids);
    for (const id of loadedIds) ids.add(id);
    const months = new Set(this.state.months).add(monthId);
    this.set({ ...this.state, isSelecting: true, ids, months });
  }

  deselectMonth(monthId: string, loadedIds: readonly string[]) {
    const ids = new Set(this.state.ids);
    for (const id of loadedIds) ids.delete(id);
    const months = new Set(this.state.months);
    months.delete(monthId);
    this.set({ ...this.state, ids, months, all: false });
  }

  /** Photos of a month arrived: selected too when their month (or everything) is selected. */
  photosLoaded(monthId: string, loadedIds: readonly string[]) {
    if (!this.state.all && !this.state.months.has(monthId)) return;
    if (loadedIds.every((id) => this.state.ids.has(id))) return;
    const ids = new Set(this.state.ids);
    for (const id of loadedIds) ids.add(id);
    this.set({ ...this.state, ids });
  }

  selectAll(monthIds: readonly string[], loadedIds: readonly string[]) {
    const ids = new Set(this.state.ids);
    for (const id of loadedIds) ids.add(id);
    this.set({ isSelecting: true, ids, months: new Set(monthIds), all: true });
  }

  deselectAll() {
    this.set({ ...EMPTY, isSelecting: this.state.isSelecting });
  }

  /** After a delete: deleted photos leave the selection, the ones that failed stay selected. */
  remove(ids: readonly string[]) {
    if (ids.length === 0) return;
    const next = new Set(this.state.ids);
    for (const id of ids) next.delete(id);
    this.set({ ...this.state, ids: next });
  }

  /** Replaces the selection (e.g. only the ids that could not be deleted). */
  replace(ids: readonly string[]) {
    this.set({ ...this.state, isSelecting: true, ids: new Set(ids), months: new Set(), all: false });
  }

  private set(state: SelectionSnapshot) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export const PhotoSelectionContext = createContext<PhotoSelection | null>(null);

export function usePhotoSelection(): PhotoSelection {
  const selection = useContext(PhotoSelectionContext);
  if (!selection) throw new Error('usePhotoSelection needs a PhotoSelectionContext provider');
  return selection;
}

/** The selection state, re-rendering on change. */
export function useSelectionState(): SelectionSnapshot {
  const selection = usePhotoSelection();
  return useSyncExternalStore(selection.subscribe, selection.getSnapshot, selection.getSnapshot);
}
