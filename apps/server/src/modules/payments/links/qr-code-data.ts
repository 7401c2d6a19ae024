import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { QR_MARGIN, QR_WIDTH_PX } from '@paylink/shared';
import { escapeHtml } from '../../../lib/escape-html';

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
 * The QR symbol of a URL. The `qrcode` package computes it from one byte-mode segment (a payment URL is
 * mixed-case, so the package's search for a cheaper mix of modes finds nothing and only costs time).
 */
function qrModules(text: string) {
  return QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules;
}

/**
 * The QR image of a payment URL as a PNG: 300 px wide, margin 2, black on white (SPEC section 9), written here
 * as 1-bit grayscale, whose rows are an eighth of 8-bit ones to fill and to deflate.
 */
function renderQrPng(text: string): Buffer {
  const modules = qrModules(text);
  const size = modules.size;
  // Same geometry as the qrcode renderer: the quiet zone and modules scale to exactly QR_WIDTH_PX.
  const scale = QR_WIDTH_PX / (size + QR_MARGIN * 2);
  const margin = QR_MARGIN * scale;
  const width = QR_WIDTH_PX;
  const rowBytes = Math.ceil(width / 8);
  const rowModule = new Int32Array(width);
  for (let x = 0; x < width; x += 1) {
    rowModule[x] = x >= margin && x < width - margin ? Math.floor((x - margin) / scale) : -1;
  }
  // One filter byte ("none") then the row's pixels, 8 a byte, most significant bit first; 1 is white. Pixel rows of
  // the same module row are identical: each module row is drawn once and copied (a tenth of the per-pixel work).
  const stride = rowBytes + 1;
  const raw = Buffer.alloc(stride * width, 0xff);
  let drawn = -1;
  for (let y = 0; y < width; y += 1) {
    const offset = y * stride;
    raw[offset] = 0;
    const row = rowModule[y]!;
    if (row < 0) continue;
    if (drawn >= 0 && rowModule[drawn] === row) {
      raw.copyWithin(offset + 1, drawn * stride + 1, drawn * stride + stride);
      continue;
    }
    drawn = y;
    for (let x = 0; x < width; x += 1) {
      const col = rowModule[x]!;
      if (col >= 0 && modules.get(row, col)) raw[offset + 1 + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// QR images are rendered when asked for, never stored (a PNG is ~5.6 KB per row). A payment URL never changes,
// so a small per-process LRU (a pure function's cache, not shared state) serves the hosted page's repeated reads.
const CACHE_SIZE = 500;
const cache = new Map<string, Buffer>();

/** The QR PNG of a payment URL, from the LRU cache when recently rendered. */
export function qrCodePng(text: string): Buffer {
  const hit = cache.get(text);
  if (hit) {
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const png = renderQrPng(text);
  cache.set(text, png);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return png;
}

/** The same image as a PNG data URL (`qrCodeData` in API responses). */
export function qrCodeData(text: string): string {
  return `data:image/png;base64,${qrCodePng(text).toString('base64')}`;
}

/**
 * The same symbol as inline SVG markup for a server-rendered page: one path of unit squares (runs of dark modules
 * per row) in a viewBox with the margin, so it scales crisply from the HTML alone, with no image to fetch or decode.
 */
export function qrCodeSvg(text: string, label: string): string {
  const modules = qrModules(text);
  const size = modules.size;
  const full = size + QR_MARGIN * 2;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size;) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      path += `M${start + QR_MARGIN} ${y + QR_MARGIN}h${x - start}v1h-${x - start}z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
