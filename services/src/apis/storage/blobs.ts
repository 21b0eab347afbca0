// Signed blob URLs: GET /blobs/p.<photoId>.<variant>?expires&signature — the signature must be the photo owner's
// (a URL signed for another account is refused), not expired, of a live account (a deleted account's URLs answer 404
// at once); bytes are streamed with their content type.
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { maxAgeSeconds } from '../../blob/signing';
import type { LibraryDeps } from '../../library/deps';
import type { OriginRule } from '../../oidc/redirects';
import { productCors } from './cors';

const KEY = /^p\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(original|display|300|800|1300)$/;

export function blobRoutes({ db, blobs, signer }: LibraryDeps, origins: OriginRule): Router {
  const router = Router();
  router.all('/blobs/:key', productCors(origins, 'GET, OPTIONS'));
  router.get('/blobs/:key', async (req: Request, res: Response) => {
    const key = String(req.params.key);
    const match = KEY.exec(key);
    const photo = match
      ? await db.selectFrom('photos').innerJoin('customers', 'customers.id', 'photos.user_id')
        .select(['user_id', 'content_hash', 'content_type', 'renditions', 'local_file_name'])
        .where('photos.id', '=', match[1]!).where('customers.account_deleted', '=', false).executeTakeFirst()
      : undefined;
    if (!photo) {
      res.status(404).json({ message: 'No such blob.' });
      return;
    }
    if (!signer.verify(photo.user_id, key, req.query.expires, req.query.signature)) {
      res.status(403).json({ message: 'The URL is invalid or expired.' });
      return;
    }
    const variant = match![2]!;
    const file = variant === 'original' ? 'original' : photo.renditions.find((r) => r.id === variant)?.file;
    const blob = file ? await blobs.read(photo.content_hash, file) : undefined;
    if (!blob) {
      res.status(404).json({ message: 'No such blob.' });
      return;
    }
    const etag = `"${photo.content_hash.slice(0, 32)}-${variant}"`;
    const maxAge = maxAgeSeconds(req.query.expires);
    res.set({
      'Content-Type': variant === 'original' ? photo.content_type : 'image/jpeg',
      'Cache-Control': `private, max-age=${maxAge}`,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    });
    if (variant === 'original') {
      res.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(photo.local_file_name)}`);
    }
    if (req.get('if-none-match') === etag) {
      blob.stream.destroy();
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(blob.size));
    await pipeline(blob.stream, res);
  });
  return router;
}
