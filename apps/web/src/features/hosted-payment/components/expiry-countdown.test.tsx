import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiryCountdown } from './expiry-countdown';

const TIME = /\d{1,2}:\d{2}/g;

describe('the one clock on the hosted page', () => {
  it('a held price shows one time (the countdown) and the link’s own expiry as a day', () => {
    const { container } = render(<ExpiryCountdown remainingMs={599_000} linkExpiresAt="2026-11-29T21:00:00Z" />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('Price held for 09:59');
    expect(screen.getByTestId('link-expiry').textContent).toMatch(/^This payment link stays open until .+\.$/);
    expect(container.textContent!.match(TIME)).toEqual(['09:59']);
  });
});
