import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Shell } from './hosted-shell';
import { accentBackground, MerchantBrandContext, type MerchantBrand } from './merchant-brand';

const shell = (brand: MerchantBrand | null) =>
  render(
    <MerchantBrandContext.Provider value={brand}>
      <Shell status="Waiting for Payment">
        <p>body</p>
      </Shell>
    </MerchantBrandContext.Provider>,
  );

describe("the merchant's brand on the checkout", () => {
  it('shows the logo above the title and the accent on the card’s edge', () => {
    shell({
      merchantName: 'Acme Coffee',
      merchantLogoUrl: 'https://pay.example/api/brand-logos/abc',
      merchantAccentColor: '#1d4ed8',
    });
    const logo = screen.getByTestId('hosted-logo');
    expect(logo).toHaveAttribute('src', 'https://pay.example/api/brand-logos/abc');
    expect(logo).toHaveAttribute('alt', 'Acme Coffee logo');
    expect(screen.getByTestId('hosted-card').style.borderTop).toContain('6px solid');
  });

  it("keeps today's look without a logo or a colour", () => {
    shell({ merchantName: 'Acme Coffee', merchantLogoUrl: null, merchantAccentColor: null });
    expect(screen.queryByTestId('hosted-logo')).toBeNull();
    expect(screen.getByTestId('hosted-card').getAttribute('style')).toBeNull();
    expect(accentBackground(null)).toBeUndefined();
    expect(accentBackground('#1d4ed8')).toEqual({ backgroundColor: '#1d4ed8', borderColor: '#1d4ed8' });
  });
});
