import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from '@paylink/shared';
import { fieldError } from '../../lib/app-error';

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';
export interface LogoImage {
  contentType: LogoType;
  width: number;
  height: number;
}

const NOT_AN_IMAGE = 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted)';
const refuse = (message = NOT_AN_IMAGE) => fieldError('image', message);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
// Markup a browser could run if it ever sniffed the bytes as a document: a polyglot is refused, whatever its header.
const MARKUP = /<(script|html|svg|body|iframe|object|embed|\?xml|!doctype)/i;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;

/** A PNG: the signature, IHDR first, and IEND as the very last bytes (nothing appended after the image). */
function png(b: Uint8Array): LogoImage | null {
  if (!startsWith(b, PNG_SIGNATURE) || b.length < 45 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return null;
  if (!startsWith(b, PNG_IEND, b.length - PNG_IEND.length)) return null;
  return { contentType: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** A JPEG: SOI, segments up to a start-of-frame giving the size, and EOI as the last bytes. */
function jpeg(b: Uint8Array): LogoImage | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff]) || b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    const length = u16be(b, at + 2);
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) return { contentType: 'image/jpeg', width: u16be(b, at + 7), height: u16be(b, at + 5) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** A WebP: RIFF whose declared size is exactly the file's, then a VP8, VP8L or VP8X chunk giving the size. */
function webp(b: Uint8Array): LogoImage | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP' || u32le(b, 4) !== b.length - 8)
    return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && startsWith(b, [0x9d, 0x01, 0x2a], 23))
    return { contentType: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { contentType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { contentType: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * What an uploaded logo is, read from its bytes alone (a name or a declared type proves nothing): a PNG, JPEG or WebP
 * within the size and dimension caps, complete (nothing appended after the image) and carrying no markup. Anything
 * else, SVG included (it can carry script), is refused with a 400 naming the field.
 */
export function readLogoImage(bytes: Uint8Array): LogoImage {
  if (bytes.length === 0) throw refuse('Choose an image');
  if (bytes.length > LOGO_MAX_BYTES) throw refuse('The logo must be at most 256 KB');
  const image = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  if (!image || MARKUP.test(Buffer.from(bytes).toString('latin1'))) throw refuse();
  if (image.width < 1 || image.height < 1) throw refuse();
  if (image.width > LOGO_MAX_SIDE || image.height > LOGO_MAX_SIDE)
    throw refuse(`The logo must be at most ${LOGO_MAX_SIDE}×${LOGO_MAX_SIDE} pixels`);
  return image;
}
