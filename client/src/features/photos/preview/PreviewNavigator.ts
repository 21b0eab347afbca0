import { graphql, readInlineData } from 'react-relay';
import { fetchQuery, type Environment } from 'relay-runtime';
import type { PreviewNavigator_month$key } from '../../../__generated__/PreviewNavigator_month.graphql';
import type { PreviewNavigatorMonthPhotosQuery } from '../../../__generated__/PreviewNavigatorMonthPhotosQuery.graphql';
import type { PhotoSortPreference } from '../sort/sortPreference';

const monthPhotosQuery = graphql`
  query PreviewNavigatorMonthPhotosQuery($monthId: ID!, $first: Int!, $after: String, $sort: PhotoSort) {
    node(id: $monthId) {
      ... on TimelineMonth {
        photos(first: $first, after: $after, sort: $sort) {
          edges {
            node {
              id
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

/** Photos fetched per page while moving through a month (the API's maximum). */
export const PREVIEW_PAGE_SIZE = 100;

export interface PreviewMonth {
  id: string;
  year: number;
  month: number;
  count: number;
}

// A month of the timeline summary as the navigator needs it, read outside React (inline data).
const previewMonthFragment = graphql`
  fragment PreviewNavigator_month on TimelineMonth @inline {
    id
    year
    month
    count
  }
`;

/** A month of a query that spreads `...PreviewNavigator_month`, for `setMonths`. */
export function readPreviewMonth(month: PreviewNavigator_month$key): PreviewMonth {
  return readInlineData(previewMonthFragment, month);
}

interface MonthPages {
  ids: string[];
  cursor: string | null;
  complete: boolean;
  loading: Promise<void> | null;
}

export interface PreviewPosition {
  monthIndex: number;
  index: number;
}

/**
 * Moves through the timeline one photo at a time, in the list's sort order, across month boundaries: the
 * months come from the timeline summary (newest first; reversed for ascending order) and each month's photos
 * are fetched a page at a time, only as far as needed.
 */
// Not a React component, though relay/generated-typescript-types takes every class named like a fragment's module
// for one (expecting a `month` prop here): PreviewNavigator_month is read with readInlineData.
// eslint-disable-next-line relay/generated-typescript-types
export class PreviewNavigator {
  private months: PreviewMonth[] = [];
  private readonly pages = new Map<string, MonthPages>();

  constructor(
    private readonly environment: Environment,
    readonly sort: PhotoSortPreference,
  ) {}

  /** The timeline summary (newest first, as the API gives it). */
  setMonths(summary: readonly PreviewMonth[]): void {
    const withPhotos = summary.filter((m) => m.count > 0);
    this.months = this.sort.order === 'ASC' ? [...withPhotos].reverse() : withPhotos;
  }

  /** The month a photo belongs to: the UTC month of its date taken, January 1970 when unknown (as the API). */
  monthIndexOf(dateTaken: string | null | undefined): number {
    const date = dateTaken ? new Date(dateTaken) : null;
    const year = date && !Number.isNaN(date.getTime()) ? date.getUTCFullYear() : 1970;
    const month = date && !Number.isNaN(date.getTime()) ? date.getUTCMonth() + 1 : 1;
    return this.months.findIndex((m) => m.year === year && m.month === month);
  }

  private pagesOf(monthId: string): MonthPages {
    let pages = this.pages.get(monthId);
    if (!pages) {
      pages = { ids: [], cursor: null, complete: false, loading: null };
      this.pages.set(monthId, pages);
    }
    return pages;
  }

  /** Loads the next page of a month; false when the month is complete. */
  private async loadMore(monthIndex: number): Promise<boolean> {
    const month = this.months[monthIndex];
    if (!month) return false;
    const pages = this.pagesOf(month.id);
    if (pages.complete) return false;
    pages.loading ??= fetchQuery<PreviewNavigatorMonthPhotosQuery>(this.environment, monthPhotosQuery, {
      monthId: month.id,
      first: PREVIEW_PAGE_SIZE,
      after: pages.cursor,
      sort: { key: this.sort.key, order: this.sort.order },
    })
      .toPromise()
      .then((data) => {
        const connection = data?.node?.photos;
        if (!connection) {
          pages.complete = true;
          return;
        }
        const { cursor, ids } = pages;
        const known = ids.length;
        for (const edge of connection.edges) if (!ids.includes(edge.node.id)) ids.push(edge.node.id);
        pages.cursor = connection.pageInfo.endCursor ?? null;
        // A page that brings nothing new (no new photo, the same cursor) ends the month: no asking forever.
        pages.complete = !connection.pageInfo.hasNextPage || !pages.cursor || pages.cursor === cursor || ids.length === known;
      })
      .finally(() => {
        pages.loading = null;
      });
    await pages.loading;
    return true;
  }

  private loadedPosition(photoId: string): PreviewPosition | null {
    for (let monthIndex = 0; monthIndex < this.months.length; monthIndex++) {
      const index = this.pages.get(this.months[monthIndex]!.id)?.ids.indexOf(photoId) ?? -1;
      if (index >= 0) return { monthIndex, index };
    }
    return null;
  }

  /** Where the photo is; loads pages of its month until found. Null when it is not in the list. */
  async locate(photoId: string, dateTaken?: string | null): Promise<PreviewPosition | null> {
    const known = this.loadedPosition(photoId);
    if (known) return known;
    const monthIndex = this.monthIndexOf(dateTaken);
    if (monthIndex < 0) return null;
    const pages = this.pagesOf(this.months[monthIndex]!.id);
    while (!pages.ids.includes(photoId)) if (!(await this.loadMore(monthIndex))) return null;
    return { monthIndex, index: pages.ids.indexOf(photoId) };
  }

  /** The photo after this one in the list, or null at the end. */
  async next(photoId: string, dateTaken?: string | null): Promise<string | null> {
    const at = await this.locate(photoId, dateTaken);
    if (!at) return null;
    for (let monthIndex = at.monthIndex, index = at.index + 1; monthIndex < this.months.length; monthIndex++, index = 0) {
      const pages = this.pagesOf(this.months[monthIndex]!.id);
      while (index >= pages.ids.length) if (!(await this.loadMore(monthIndex))) break;
      if (index < pages.ids.length) return pages.ids[index]!;
    }
    return null;
  }

  /** The photo before this one in the list, or null at the start. */
  async previous(photoId: string, dateTaken?: string | null): Promise<string | null> {
    const at = await this.locate(photoId, dateTaken);
    if (!at) return null;
    if (at.index > 0) return this.pagesOf(this.months[at.monthIndex]!.id).ids[at.index - 1]!;
    for (let monthIndex = at.monthIndex - 1; monthIndex >= 0; monthIndex--) {
      // The last photo of the previous month: that month is loaded to its end.
      while (await this.loadMore(monthIndex));
      const ids = this.pagesOf(this.months[monthIndex]!.id).ids;
      if (ids.length > 0) return ids[ids.length - 1]!;
    }
    return null;
  }

  /** Forgets a deleted photo. */
  remove(photoId: string): void {
    for (const pages of this.pages.values()) {
      const index = pages.ids.indexOf(photoId);
      if (index >= 0) pages.ids.splice(index, 1);
    }
  }

  /** Ids of the months in list order (for the delete mutation's connections). */
  monthIds(): string[] {
    return this.months.map((m) => m.id);
  }
}
