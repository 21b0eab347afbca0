import type { Connection } from '../../relay/connection';
import type { AlbumModel } from '../shared/albumModels';

/** A page of albums; `totalCount` (GET /users albumsCount) is loaded only when asked for. */
export type AlbumConnectionModel = Omit<Connection<AlbumModel>, 'totalCount'> & {
  loadTotalCount: () => Promise<number | null>;
};
