import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { QrImage } from '../../../components/ui/qr-image';

/** A wallet URI as a QR code, drawn in the browser (an SVG data URL: the URI never leaves the page). */
export function SigningQr({ value, alt, testId }: { value: string; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (active) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      active = false;
    };
  }, [value]);
  if (!src) return <div aria-hidden="true" className="mx-auto aspect-square w-full max-w-[240px] bg-gray-100" />;
  return <QrImage src={src} alt={alt} testId={testId} className="mx-auto w-full max-w-[240px]" />;
}
