import { QR_WIDTH_PX } from '@paylink/shared';
import { cn } from '../../lib/cn';

/** A payment's QR code (the server's PNG data URL), 300 px wide and shrinking on narrow screens. */
export function QrImage({
  src,
  alt,
  className,
  testId = 'qr-image',
}: {
  src: string;
  alt: string;
  className?: string;
  testId?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={QR_WIDTH_PX}
      height={QR_WIDTH_PX}
      data-testid={testId}
      className={cn('h-auto max-w-full', className)}
    />
  );
}
