// The product PDF (purpose product.pdf): a real PDF drawn with pdfkit from the ordered product — a cover with the
// title and codes, then one page per spread with the page frames. Built on request (a few ms), never stored.
import { pdfDocument } from '../pdf/document';
import type { OrderRow } from './json';

const PAGES = 6;

export function productPdf(product: OrderRow): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({
    size: 'A4', layout: 'landscape', margin: 48,
    info: { Title: `${product.title} — ${product.code}`, Author: 'Photo products retailer', CreationDate: product.created_at },
  });
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill('#1d2330');
  doc.fillColor('#ffffff').fontSize(34).text(product.title, 48, height / 2 - 60, { width: width - 96, align: 'center' });
  doc.fontSize(14).fillColor('#c3c8d4')
    .text(`Product ${product.code} · order ${product.super_order_code} · ${product.article_name}`, { width: width - 96, align: 'center' })
    .text(`Ordered ${product.created_at.toISOString().slice(0, 10)} · quantity ${product.quantity}`, { width: width - 96, align: 'center' });
  for (let page = 1; page <= PAGES; page++) {
    doc.addPage();
    const half = (width - 48 * 3) / 2;
    for (const [i, x] of [48, 48 * 2 + half].entries()) {
      doc.rect(x, 48, half, height - 120).lineWidth(1).stroke('#9aa1b2');
      doc.fillColor('#687086').fontSize(12).text(`Page ${(page - 1) * 2 + i + 1}`, x, height - 60, { width: half, align: 'center' });
    }
  }
  doc.end();
  return bytes;
}
