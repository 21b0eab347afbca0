import type { PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, fetchQuery, getRequest, type Disposable, type Environment } from 'relay-runtime';
import type { AllPhotosPageQuery } from '../../../__generated__/AllPhotosPageQuery.graphql';
import monthPhotosQuery, { type MonthPhotosQuery } from '../../../__generated__/MonthPhotosQuery.graphql';
import { gridThumbnailSize } from '../../../app/gridThumbnailSize';
import { readSortPreference } from '../sort/sortPreference';
import { monthVariables } from './monthVariables';

/** How long a prefetched page stays retained when no month takes it over (the customer left before it showed). */
const HOLD_MS = 30_000;

interface Prefetch {
  identifier: string;
  dispose: () => void;
}

let current: Prefetch | null = null;

/** The months in the summary's raw response (the page query spreads `Timeline_months`, which selects `id`). */
interface SummaryResponse {
  data?: { viewer?: { photoLibrary?: { months?: ReadonlyArray<{ id: string }> } | null } | null } | null;
}

/**
 * The route loader's second request: as soon as the summary of the months arrives, the first page of the month the
 * timeline shows first (the newest, or the oldest in ascending order), in the thumbnail size of this screen. It is
 * in the store when the timeline renders, instead of being asked for once the page has rendered the summary.
 * Retained until that month takes it over (`takeOverFirstMonth`), the page is left, or `HOLD_MS` passed.
 */
export function prefetchFirstMonth(environment: Environment, library: PreloadedQuery<AllPhotosPageQuery>): void {
  releaseFirstMonth();
  let done = false;
  let hold: Disposable | null = null;
  let request: { unsubscribe: () => void } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const prefetch: Prefetch = {
    identifier: '',
    dispose: () => {
      done = true;
      if (timer !== null) clearTimeout(timer);
      request?.unsubscribe();
      hold?.dispose();
      if (current === prefetch) current = null;
    },
  };
  current = prefetch;
  const summary = library.source?.subscribe({
    next: (response) => {
      const payload = (Array.isArray(response) ? response[0] : response) as SummaryResponse | undefined;
      const months = payload?.data?.viewer?.photoLibrary?.months;
      if (done || !months?.length) return;
      done = true;
      const sort = readSortPreference('photos');
      const first = sort.order === 'ASC' ? months[months.length - 1]! : months[0]!;
      const variables = monthVariables(first.id, sort, gridThumbnailSize());
      const operation = createOperationDescriptor(getRequest(monthPhotosQuery), variables);
      prefetch.identifier = operation.request.identifier;
      hold = environment.retain(operation);
      request = fetchQuery<MonthPhotosQuery>(environment, monthPhotosQuery, variables, { fetchPolicy: 'store-or-network' }).subscribe({});
      timer = setTimeout(prefetch.dispose, HOLD_MS);
    },
  });
  const dispose = prefetch.dispose;
  prefetch.dispose = () => {
    summary?.unsubscribe();
    dispose();
  };
}

/**
 * A mounted month retains its page itself now: the prefetch of that page (if it was the one) lets go of it. Its
 * request goes on when the month's own fetch shares it.
 */
export function takeOverFirstMonth(identifier: string): void {
  if (current?.identifier === identifier) releaseFirstMonth();
}

/** The page was left (or a new prefetch starts). */
export function releaseFirstMonth(): void {
  current?.dispose();
  current = null;
}
