import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreeningFlag } from './screening-flag';

describe('the screening flag on a payment', () => {
  it('names the listed sender for review', () => {
    render(
      <ScreeningFlag
        flag={{ sender: '0x850ca191a5fb04694a96e63b6e494c8da2797bf1', flaggedAt: '2026-11-28T10:00:00.000Z' }}
      />,
    );
    expect(screen.getByTestId('payment-screening-flag')).toHaveTextContent(
      'Flagged: the sender is on the screening list',
    );
    expect(screen.getByTestId('payment-screening-flag')).toHaveTextContent(
      '0x850ca191a5fb04694a96e63b6e494c8da2797bf1',
    );
  });

  it('shows nothing for a payment not flagged', () => {
    render(<ScreeningFlag flag={null} />);
    expect(screen.queryByTestId('payment-screening-flag')).toBeNull();
  });
});
