import { ConnectionHandler } from 'relay-runtime';
import type { PhotoSortPreference } from '../sort/sortPreference';

/** The connection key of a month's photos (MonthPhotos_month's `@connection`). */
export const MONTH_PHOTOS_CONNECTION = 'MonthPhotos_photos';

/** Relay ids of the month photo connections of the timeline for a sort: pass them to `useDeletePhotosMutation`. */
export function monthConnectionIds(monthIds: readonly string[], sort: PhotoSortPreference): string[] {
  return monthIds.map((id) =>
    ConnectionHandler.getConnectionID(id, MONTH_PHOTOS_CONNECTION, { sort: { key: sort.key, order: sort.order } }),
  );
}
