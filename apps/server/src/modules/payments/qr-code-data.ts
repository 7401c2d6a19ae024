import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { QR_MARGIN, QR_WIDTH_PX } from '@paylink/shared';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The QR image of a payment URL as a PNG data URL: 300 px wide, margin 2, black on white (SPEC section 9).
 * The `qrcode` package computes the symbol; the PNG is written here as 8-bit grayscale, which is several
 * times cheaper than its RGBA renderer and keeps link creation from blocking the event loop for long.
 */
export function qrCodeData(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  // Same geometry as the qrcode renderer: the quiet zone and modules scale to exactly QR_WIDTH_PX.
  const scale = QR_WIDTH_PX / (size + QR_MARGIN * 2);
  const margin = QR_MARGIN * scale;
  const width = QR_WIDTH_PX;
  const rowModule = new Int32Array(width);
  for (let x = 0; x < width; x += 1) {
    rowModule[x] = x >= margin && x < width - margin ? Math.floor((x - margin) / scale) : -1;
  }
  const raw = Buffer.alloc((width + 1) * width, 0xff);
  for (let y = 0; y < width; y += 1) {
    const offset = y * (width + 1);
    raw[offset] = 0; // filter type "none"
    const row = rowModule[y]!;
    if (row < 0) continue;
    for (let x = 0; x < width; x += 1) {
      const col = rowModule[x]!;
      if (col >= 0 && modules.get(row, col)) raw[offset + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const png = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
