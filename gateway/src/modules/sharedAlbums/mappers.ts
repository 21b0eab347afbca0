import type { Context } from '../../context';
import { notFound } from '../../errors';
import type { Connection } from '../../relay/connection';
import { toGlobalId } from '../../relay/globalId';
import type { Participants, UpstreamParticipant } from '../../upstream/sharedAlbums';
import type { SharedAlbumModel } from '../shared/sharedAlbumModels';

export type SharedAlbumConnectionModel = Connection<SharedAlbumModel>;

/** Owner and participants: from the album answer when it carried them, else through the batched loader. */
export async function peopleOf(album: SharedAlbumModel, ctx: Context): Promise<Participants> {
  const people = album.people ?? await ctx.sharedAlbums.participants(album.albumId);
  if (!people) throw notFound('No such shared album for this customer.');
  return people;
}

/** AlbumParticipant: the customer id as an opaque global id (Relay normalises any object with an `id`). */
export const toParticipant = (p: UpstreamParticipant) => ({ id: toGlobalId('AlbumParticipant', p.id), email: p.email });
