import QRCode from 'qrcode';
import { QR_MARGIN, QR_WIDTH_PX } from '@paylink/shared';

/** The QR image of a payment URL as a PNG data URL: 300 px wide, margin 2, black on white (SPEC section 9). */
export function qrCodeData(text: string): Promise<string> {
  return QRCode.toDataURL(text, {
    type: 'image/png',
    width: QR_WIDTH_PX,
    margin: QR_MARGIN,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
}
