import { createContext, useContext, type CSSProperties } from 'react';
import type { PublicPayment } from '@paylink/shared';

export type MerchantBrand = Pick<PublicPayment, 'merchantName' | 'merchantLogoUrl' | 'merchantAccentColor'>;

/** The merchant's brand for the whole checkout card (the shell's header and accent), set once by the page. */
export const MerchantBrandContext = createContext<MerchantBrand | null>(null);

/** The accent as a background for white text (the server checked its contrast); undefined keeps the default look. */
export function accentBackground(color: string | null | undefined): CSSProperties | undefined {
  return color ? { backgroundColor: color, borderColor: color } : undefined;
}

/** The card's top edge in the accent colour, when the merchant chose one. */
export function useAccentEdge(): CSSProperties | undefined {
  const color = useContext(MerchantBrandContext)?.merchantAccentColor;
  return color ? { borderTop: `6px solid ${color}` } : undefined;
}

/** The merchant's logo above the title; nothing without one (today's look). */
export function MerchantLogo() {
  const brand = useContext(MerchantBrandContext);
  if (!brand?.merchantLogoUrl) return null;
  return (
    <img
      src={brand.merchantLogoUrl}
      alt={brand.merchantName ? `${brand.merchantName} logo` : 'Merchant logo'}
      className="mx-auto mb-3 h-12 w-auto max-w-[160px] object-contain"
      data-testid="hosted-logo"
    />
  );
}
