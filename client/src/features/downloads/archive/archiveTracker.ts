/**
 * The archives this tab asked for and is waiting on (state outside React): their progress while they are built,
 * until the finished archive has been handed to the browser or the job failed. The app-level `ArchiveDownloads`
 * listens to the download events while this holds anything, so a zip arrives wherever the customer went meanwhile.
 */

export interface TrackedArchive {
  /** Global id of the download. */
  id: string;
  /** Photos written into the archive so far, out of `total`. */
  done: number;
  total: number;
}

export class ArchiveTracker {
  private items: readonly TrackedArchive[] = [];
  /** Downloads already delivered or failed: a late or repeated event never saves a zip twice. */
  private ended = new Set<string>();
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.items;

  /** A download was asked for: wait for it. */
  add(id: string, total: number) {
    if (this.ended.has(id) || this.items.some((item) => item.id === id)) return;
    this.set([...this.items, { id, done: 0, total }]);
  }

  has(id: string): boolean {
    return this.items.some((item) => item.id === id);
  }

  progress(id: string, done: number, total: number) {
    const item = this.items.find((i) => i.id === id);
    if (!item || (item.done === done && item.total === total)) return;
    this.set(this.items.map((i) => (i.id === id ? { ...i, done: Math.min(done, total), total } : i)));
  }

  /**
   * The download finished or failed. Answers true only the first time, so exactly one caller saves the zip (or
   * reports the failure) whether the event, the status check or both saw it.
   */
  end(id: string): boolean {
    if (!this.has(id)) return false;
    this.ended.add(id);
    this.set(this.items.filter((i) => i.id !== id));
    return true;
  }

  private set(items: readonly TrackedArchive[]) {
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}

/** The tracker of this tab. */
export const archiveTracker = new ArchiveTracker();
