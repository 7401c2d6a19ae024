import { toast } from 'sonner';

/** White border added around the QR (its own margin is 2 modules; scanners want 4: this makes up the rest). */
const QUIET_ZONE_PX = 24;
const CAPTION_PX = 56;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the QR image did not load'));
    image.src = src;
  });
}

/** Shortens `text` with an ellipsis until it fits `width` on the canvas. */
function fitted(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * The QR as a PNG to print or share: a quiet zone all around, and the link's label with the amount under it, so a
 * printed code says what it pays. Falls back to the bare QR where no canvas is available.
 */
async function captionedQr(qrCodeData: string, caption: { label: string; amount: string }): Promise<string> {
  const qr = await loadImage(qrCodeData);
  const canvas = document.createElement('canvas');
  canvas.width = qr.naturalWidth + QUIET_ZONE_PX * 2;
  canvas.height = qr.naturalHeight + QUIET_ZONE_PX * 2 + CAPTION_PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) return qrCodeData;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, QUIET_ZONE_PX, QUIET_ZONE_PX);
  ctx.fillStyle = '#111827';
  ctx.textAlign = 'center';
  const middle = canvas.width / 2;
  const top = QUIET_ZONE_PX + qr.naturalHeight;
  ctx.font = '600 16px system-ui, sans-serif';
  ctx.fillText(fitted(ctx, caption.label, canvas.width - QUIET_ZONE_PX * 2), middle, top + 20);
  ctx.font = '14px system-ui, sans-serif';
  ctx.fillText(fitted(ctx, caption.amount, canvas.width - QUIET_ZONE_PX * 2), middle, top + 42);
  return canvas.toDataURL('image/png');
}

/** Saves "<payment id>.png": the captioned QR. */
export async function downloadQr(
  qrCodeData: string,
  paymentId: string,
  caption: { label: string; amount: string },
): Promise<void> {
  const link = document.createElement('a');
  link.href = await captionedQr(qrCodeData, caption).catch(() => qrCodeData);
  link.download = `${paymentId}.png`;
  document.body.append(link);
  link.click();
  link.remove();
  toast.success('QR code downloaded!');
}
