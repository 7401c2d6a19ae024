import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code-data';

/** Paints the SVG's squares (its one path of `M x y h w v1 h-w z` runs) at `scale` pixels a module, for jsQR to read. */
function rasterize(svg: string, scale = 4): { data: Uint8ClampedArray; size: number } {
  const full = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const size = full * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        data.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
    }
  }
  return { data, size };
}

describe('QR code as inline SVG (server-rendered pages)', () => {
  it('encodes the URL as a scanner reads it, with the quiet zone, and labels the image', () => {
    const url = 'https://paylink.example/receipt/pay_AbC123?x=1&y=<2>';
    const svg = qrCodeSvg(url, 'QR code of "this" page');
    const { data, size } = rasterize(svg);
    expect(jsQR(data, size, size)?.data).toBe(url);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="QR code of &quot;this&quot; page"/);
    expect(svg).not.toContain('<2>');
  });
});
