// The invoice PDF: a real invoice drawn with pdfkit from the order data — seller, customer (company, address),
// invoice and order reference, one line per product, the VAT included per the delivery country's rate and the
// totals in the order's currency. Built on request (a few ms), never stored.
import { pdfDocument } from '../pdf/document';
import type { Invoice } from './list';

export const SELLER = {
  name: 'Photoprint Retail B.V.', lines: ['Herengracht 500', '1017 CB Amsterdam', 'Netherlands'], vatNumber: 'NL812345678B01',
  chamberOfCommerce: 'KvK 12345678',
} as const;

/** Standard VAT rates (percent) of the delivery countries; prices include VAT. */
const VAT_RATES: Record<string, number> = { NL: 21, BE: 21, DE: 19, FR: 20, GB: 20, AT: 20, ES: 21, IT: 22, DK: 25, PT: 23, NO: 25, SE: 25 };
export const vatRate = (countryCode: string) => VAT_RATES[countryCode] ?? 21;

/** The VAT included in a gross amount (minor units, rounded half up). */
export const includedVat = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));

export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

export function invoicePdf(invoice: Invoice, customer: { companyName: string | null; vatNumber?: string | null }): Promise<Buffer> {
  const address = invoice.superOrder.delivery_address;
  const { doc, bytes } = pdfDocument({
    size: 'A4', margin: 56,
    info: { Title: `Invoice ${invoice.invoiceNumber} — order ${invoice.orderRef}`, Author: SELLER.name, CreationDate: invoice.issuedAt },
  });
  const left = 56;
  const width = doc.page.width - 112;
  const fmt = (minor: number) => money(minor, invoice.currency);

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1d2330').text('Invoice', left, 56);
  doc.font('Helvetica').fontSize(10).fillColor('#333333')
    .text(SELLER.name, left, 56, { width, align: 'right' })
    .text(SELLER.lines.join('\n'), { width, align: 'right' })
    .text(`VAT ${SELLER.vatNumber} · ${SELLER.chamberOfCommerce}`, { width, align: 'right' });

  doc.moveDown(2).font('Helvetica-Bold').text('Bill to', left);
  doc.font('Helvetica');
  const company = customer.companyName ?? address.company;
  if (company) doc.text(company);
  doc.text(`${address.firstName} ${address.lastName}`)
    .text(`${address.streetName} ${address.streetNumber}${address.addition ? ` ${address.addition}` : ''}`)
    .text(`${address.postalCode} ${address.city}`)
    .text(address.countryCode);
  if (customer.vatNumber) doc.text(`VAT ${customer.vatNumber}`);

  doc.moveDown().text(`Invoice number: ${invoice.invoiceNumber}`)
    .text(`Order reference: ${invoice.orderRef}`)
    .text(`Invoice date: ${invoice.issuedAt.toISOString().slice(0, 10)}`)
    .text(`Channel: ${invoice.channel}`);

  const cols = [left, left + 90, left + 270, left + 330, left + 410];
  const row = (y: number, cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0]!, cols[0], y, { width: 85 });
    doc.text(cells[1]!, cols[1], y, { width: 175 });
    doc.text(cells[2]!, cols[2], y, { width: 55, align: 'right' });
    doc.text(cells[3]!, cols[3], y, { width: 75, align: 'right' });
    doc.text(cells[4]!, cols[4], y, { width: left + width - cols[4]!, align: 'right' });
  };
  let y = doc.y + 24;
  row(y, ['Product', 'Description', 'Qty', 'Unit price', 'Amount'], true);
  y += 18;
  doc.moveTo(left, y - 4).lineTo(left + width, y - 4).stroke('#9aa1b2');
  for (const line of invoice.lines) {
    const unit = line.quantity ? Math.round(line.price_amount / line.quantity) : line.price_amount;
    row(y, [line.code, line.title, String(line.quantity), fmt(unit), fmt(line.price_amount)]);
    y = Math.max(doc.y, y + 16) + 2;
    if (y > doc.page.height - 160) { doc.addPage(); y = 56; }
  }
  const rate = vatRate(address.countryCode);
  const vat = includedVat(invoice.total, rate);
  doc.moveTo(left, y + 4).lineTo(left + width, y + 4).stroke('#9aa1b2');
  y += 12;
  const totals: [string, string, boolean][] = [
    ['Subtotal excl. VAT', fmt(invoice.total - vat), false],
    [`VAT ${rate}%`, fmt(vat), false],
    [`Total (${invoice.currency})`, fmt(invoice.total), true],
  ];
  for (const [label, amount, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, cols[2], y, { width: 150, align: 'left' })
      .text(amount, cols[4], y, { width: left + width - cols[4]!, align: 'right' });
    y += 16;
  }
  doc.font('Helvetica').fontSize(8).fillColor('#687086')
    .text(`Paid with your order ${invoice.orderRef}. Prices include VAT.`, left, y + 24, { width });
  doc.end();
  return bytes;
}
