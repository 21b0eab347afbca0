// A pdfkit document and the bytes it will have once ended: the one way the services build a PDF in memory (product
// PDFs, map PDFs, invoices). Draw on `doc`, call `doc.end()`, await `bytes`.
import PDFDocument from 'pdfkit';

export function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
