import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Receipt } from '@paylink/shared';
import { qrCodePng } from '../payments/links/qr-code-data';
import { receiptLines } from './receipt-lines';

/** The standard PDF fonts draw WinAnsi only: anything else (an emoji in a label) is shown as "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** Splits text into lines of at most `width` characters (the JWS and long ids have no spaces to break at). */
const chunks = (text: string, width: number) => text.match(new RegExp(`.{1,${width}}`, 'g')) ?? [''];

/**
 * The receipt as a one-page A4 PDF: the same lines as the receipt page, a QR code of that page, and the JWS, so a
 * printed copy can be checked against Paylink's published keys.
 */
export async function receiptPdf(receipt: Receipt, jws: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${receipt.paymentId}`);
  doc.setProducer('Paylink');
  doc.setCreationDate(new Date(receipt.iat * 1000));
  const page = doc.addPage([595.28, 841.89]);
  const [regular, bold, mono] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.Courier),
  ]);
  let y = 790;
  const write = (text: string, font: PDFFont, size: number, target: PDFPage = page) => {
    target.drawText(printable(text), { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.15) });
    y -= size + 6;
  };
  write('Payment receipt', bold, 20);
  y -= 6;
  for (const [name, value] of receiptLines(receipt)) {
    for (const [i, part] of chunks(value, 70).entries())
      write(i === 0 ? `${name}: ${part}` : `    ${part}`, regular, 11);
  }
  const qr = await doc.embedPng(qrCodePng(receipt.resourceUrl));
  const size = 140;
  y -= size;
  page.drawImage(qr, { x: 50, y, width: size, height: size });
  y -= 18;
  write('Signed receipt (JWS, EdDSA); verify it against /.well-known/jwks.json:', bold, 10);
  for (const part of chunks(jws, 88)) write(part, mono, 7);
  return doc.save();
}
