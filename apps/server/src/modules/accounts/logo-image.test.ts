import { describe, expect, it } from 'vitest';
import { jpegImage, pngImage, SVG_LOGO, webpImage } from '../../test/logo-images';
import { readLogoImage } from './logo-image';

const refusal = (bytes: Uint8Array) => {
  try {
    readLogoImage(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('readLogoImage', () => {
  it('reads the type and size of a PNG, a JPEG and a WebP from their bytes', () => {
    expect(readLogoImage(pngImage(64, 32))).toEqual({ contentType: 'image/png', width: 64, height: 32 });
    expect(readLogoImage(jpegImage(300, 120))).toEqual({ contentType: 'image/jpeg', width: 300, height: 120 });
    expect(readLogoImage(webpImage(200, 100))).toEqual({ contentType: 'image/webp', width: 200, height: 100 });
  });

  it('refuses SVG, GIF, text and an empty upload', () => {
    expect(refusal(SVG_LOGO)).toMatch(/PNG, JPEG or WebP/);
    expect(refusal(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toMatch(/PNG, JPEG or WebP/);
    expect(refusal(Buffer.from('just some text'))).toMatch(/PNG, JPEG or WebP/);
    expect(refusal(Buffer.alloc(0))).toBe('Choose an image');
  });

  it('refuses polyglots: an image with markup appended, or markup inside a valid image, or a PNG header over HTML', () => {
    expect(refusal(Buffer.concat([pngImage(8, 8), Buffer.from('<html><script>alert(1)</script>')]))).toMatch(
      /PNG, JPEG or WebP/,
    );
    expect(refusal(Buffer.concat([jpegImage(8, 8), Buffer.from('<script>alert(1)</script>')]))).toMatch(
      /PNG, JPEG or WebP/,
    );
    const inside = pngImage(8, 8);
    const marked = Buffer.concat([
      inside.subarray(0, 33),
      Buffer.from('<script>alert(1)</script>'),
      inside.subarray(33),
    ]);
    expect(refusal(marked)).toMatch(/PNG, JPEG or WebP/);
    expect(
      refusal(Buffer.concat([pngImage(8, 8).subarray(0, 8), Buffer.from('<!doctype html><script>alert(1)</script>')])),
    ).toMatch(/PNG, JPEG or WebP/);
    const riff = webpImage(8, 8);
    expect(refusal(Buffer.concat([riff, Buffer.from('trailing')]))).toMatch(/PNG, JPEG or WebP/);
  });

  it('refuses an image over 256 KB or 1024 pixels on a side', () => {
    expect(refusal(pngImage(16, 16, [0, 0, 0], 260 * 1024))).toBe('The logo must be at most 256 KB');
    expect(refusal(pngImage(1025, 4))).toBe('The logo must be at most 1024×1024 pixels');
    expect(refusal(jpegImage(10, 4000))).toBe('The logo must be at most 1024×1024 pixels');
    expect(refusal(webpImage(2000, 10))).toBe('The logo must be at most 1024×1024 pixels');
  });
});
