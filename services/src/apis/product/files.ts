// GET /product-api/files/{id}?expires&signature — the URL of a product file, followed by the browser without a token:
// HMAC over (owner, `f.<id>`, expires) like blob URLs; another account's, tampered or expired → 403. A product.pdf
// file is the product PDF (built on request). CORS for the product origins, like blob URLs.
import { Router, type Request, type Response } from 'express';
import { UUID } from '../../library/deps';
import type { OriginRule } from '../../oidc/redirects';
import type { OrderDeps } from '../../orders/deps';
import { productPdf } from '../../orders/pdf';
import { productCors } from '../storage/cors';

export const fileKey = (id: string) => `f.${id}`;

export function sendPdf(res: Response, fileName: string, bytes: Buffer) {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(bytes);
}

export function fileRoutes({ db, signer }: OrderDeps, origins: Pick<OriginRule, 'originAllowed'>): Router {
  const router = Router();
  router.all('/files/:id', productCors(origins, 'GET, OPTIONS'));
  router.get('/files/:id', async (req: Request, res: Response) => {
    const id = String(req.params.id).toLowerCase();
    const file = UUID.test(id)
      ? await db.selectFrom('product_files').innerJoin('orders', 'orders.code', 'product_files.product_code')
        .innerJoin('customers', 'customers.id', 'orders.account_id')
        .select(['product_files.purpose', 'product_files.file_name', 'orders.account_id', 'orders.code']).where('product_files.id', '=', id)
        .where('customers.account_deleted', '=', false).executeTakeFirst()
      : undefined;
    if (!file) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such file.' });
    if (!signer.verify(file.account_id, fileKey(id), req.query.expires, req.query.signature)) {
      return void res.status(403).json({ code: 'FORBIDDEN', message: 'The URL is invalid or expired.' });
    }
    if (file.purpose !== 'product.pdf') return void res.status(404).json({ code: 'NOT_FOUND', message: 'This file is not available.' });
    const row = await db.selectFrom('orders').selectAll().where('code', '=', file.code).executeTakeFirstOrThrow();
    sendPdf(res, file.file_name, await productPdf(row));
  });
  return router;
}
