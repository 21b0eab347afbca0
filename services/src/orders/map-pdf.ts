// Map PDFs of a business customer (GET /v1/Pdfs/me, fetched with GET /v1/pdf/me/{code}): the print-ready maps of
// their shop — a shop-window map and a delivery-area map — drawn with pdfkit from the customer's default address.
// Codes are MAP-<short id>-<kind>, so they never collide with product codes (digits) and name their owner.
import { pdfDocument } from '../pdf/document';
import { shortId } from '../account/ftp-integration';

export const MAP_KINDS = {
  WINDOW: { name: 'Shop window map, A2', size: 'A2' as const, radiusKm: 2 },
  AREA: { name: 'Delivery area map, A3', size: 'A3' as const, radiusKm: 25 },
} as const;
export type MapKind = keyof typeof MAP_KINDS;

export const mapCode = (customerId: string, kind: MapKind) => `MAP-${shortId(customerId)}-${kind}`;

/** The kind of a map code of this customer, or undefined (another customer's or not a map code). */
export function mapKindOf(customerId: string, code: string): MapKind | undefined {
  return (Object.keys(MAP_KINDS) as MapKind[]).find((kind) => mapCode(customerId, kind).toUpperCase() === code.toUpperCase());
}

export interface MapOwner {
  id: string;
  company: string | null;
  name: string;
  city: string | null;
  createdAt: Date;
}

export function mapPdf(owner: MapOwner, kind: MapKind): Promise<Buffer> {
  const spec = MAP_KINDS[kind];
  const code = mapCode(owner.id, kind);
  const { doc, bytes } = pdfDocument({
    size: spec.size, layout: 'landscape', margin: 48,
    info: { Title: `${spec.name} — ${code}`, Author: 'Photo products retailer', CreationDate: owner.createdAt },
  });
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill('#f4f1e8');
  // A simple street grid with the shop in the middle and the delivery radius.
  doc.lineWidth(1).strokeColor('#c9c2ad');
  for (let x = 48; x < width - 48; x += 60) doc.moveTo(x, 120).lineTo(x, height - 60).stroke();
  for (let y = 120; y < height - 60; y += 60) doc.moveTo(48, y).lineTo(width - 48, y).stroke();
  const cx = width / 2;
  const cy = (height + 60) / 2;
  doc.circle(cx, cy, Math.min(width, height) / 3).lineWidth(3).dash(8, { space: 6 }).stroke('#3a6ea5').undash();
  doc.circle(cx, cy, 10).fill('#c0392b');
  doc.fillColor('#1d2330').fontSize(28).text(spec.name, 48, 48, { width: width - 96 });
  doc.fontSize(14).fillColor('#444444')
    .text(`${owner.company ?? owner.name}${owner.city ? ` · ${owner.city}` : ''} · radius ${spec.radiusKm} km · ${code}`, { width: width - 96 });
  doc.end();
  return bytes;
}
