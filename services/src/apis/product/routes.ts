// Product service (contracts/product-api.yaml), mounted at /product-api: the files of the token owner's products
// (product code = inner order code; another customer's product is a 404) with signed download URLs, and the
// product PDF itself. The signed file URL (no bearer, like blob URLs) is ./files.ts.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/product-api';
import { signedUrl } from '../../blob/signing';
import type { OriginRule } from '../../oidc/redirects';
import { isCode, type OrderDeps } from '../../orders/deps';
import { MAP_KINDS, mapCode, mapKindOf, mapPdf, type MapKind, type MapOwner } from '../../orders/map-pdf';
import { productPdf } from '../../orders/pdf';
import { findInnerOrder } from '../../orders/read';
import { fileKey, fileRoutes, sendPdf } from './files';

type Product = operations['getProduct']['responses']['200']['content']['application/json'];
type ErrorBody = operations['getProduct']['responses']['404']['content']['application/json'];
type MapPdfs = operations['listMapPdfs']['responses']['200']['content']['application/json'];

const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'No such product.' };
export const PDF_PURPOSE = 'product.pdf';

export function productRoutes(deps: OrderDeps, bearer: RequestHandler, origins: Pick<OriginRule, 'originAllowed'>): Router {
  const { db } = deps;
  const router = Router();
  router.use(fileRoutes(deps, origins));
  router.use(bearer);

  /** The account's products with these codes and their files (two queries), in the order asked. */
  const products = async (accountId: string, codes: string[]): Promise<Product[]> => {
    if (!codes.length) return [];
    const own = await db.selectFrom('orders').select('code').where('account_id', '=', accountId).where('code', 'in', codes).execute();
    const ownCodes = own.map((r) => r.code);
    const files = ownCodes.length
      ? await db.selectFrom('product_files').selectAll().where('product_code', 'in', ownCodes).orderBy('created_at').orderBy('id').execute()
      : [];
    return codes.filter((c) => ownCodes.includes(c)).map((code) => ({
      code,
      files: files.filter((f) => f.product_code === code).map((f) => ({
        id: f.id, purpose: f.purpose, fileName: f.file_name,
        url: signedUrl(deps.baseUrl, `/product-api/files/${f.id}`, deps.signer.sign(accountId, fileKey(f.id))),
      })),
    }));
  };

  router.get('/v1/Products/:code', async (req: Request, res: Response<Product | ErrorBody>) => {
    const code = String(req.params.code);
    const [product] = isCode(code) ? await products(req.accountId!, [code]) : [];
    if (!product) return void res.status(404).json(NOT_FOUND);
    res.json(product);
  });

  /** The business customer behind the token as the owner of map PDFs; undefined for a consumer. */
  const mapOwner = async (accountId: string): Promise<MapOwner | undefined> => {
    const row = await db.selectFrom('customers').select(['id', 'amr', 'company_name', 'first_name', 'last_name', 'created_at'])
      .where('id', '=', accountId).executeTakeFirst();
    if (row?.amr !== 'b2b') return undefined;
    const address = await db.selectFrom('addresses').select('city').where('customer_id', '=', accountId)
      .orderBy('is_default', 'desc').orderBy('created_at').executeTakeFirst();
    return { id: row.id, company: row.company_name, name: `${row.first_name} ${row.last_name}`, city: address?.city ?? null, createdAt: row.created_at };
  };

  router.get('/v1/Pdfs/me', async (req: Request, res: Response<MapPdfs | ErrorBody>) => {
    const owner = await mapOwner(req.accountId!);
    if (!owner) return void res.status(403).json({ code: 'FORBIDDEN', message: 'Map PDFs are for business customers only.' });
    const kinds = Object.keys(MAP_KINDS) as MapKind[];
    const sizes = await Promise.all(kinds.map(async (kind) => (await mapPdf(owner, kind)).length));
    res.json({ items: kinds.map((kind, i) => ({
      code: mapCode(owner.id, kind), name: MAP_KINDS[kind].name, createdAt: owner.createdAt.toISOString(), sizeBytes: sizes[i]!,
    })) });
  });

  router.get('/v1/pdf/me/:code', async (req: Request, res: Response) => {
    const code = String(req.params.code);
    if (/^MAP-/i.test(code)) {
      // A map PDF: only its owner's code, and only while a business customer.
      const owner = await mapOwner(req.accountId!);
      const kind = owner && mapKindOf(owner.id, code);
      if (!owner || !kind) return void res.status(404).json(NOT_FOUND);
      return void sendPdf(res, `${mapCode(owner.id, kind)}.pdf`, await mapPdf(owner, kind));
    }
    const row = isCode(code) ? await findInnerOrder(db, req.accountId!, code) : undefined;
    const file = row && await db.selectFrom('product_files').select('file_name')
      .where('product_code', '=', row.code).where('purpose', '=', PDF_PURPOSE).executeTakeFirst();
    if (!row || !file) return void res.status(404).json(NOT_FOUND);
    sendPdf(res, file.file_name, await productPdf(row));
  });

  return router;
}
