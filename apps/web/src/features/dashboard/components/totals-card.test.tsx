import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentTotals } from '@paylink/shared';
import { renderWithQueries, stubApi } from '../../../test/render';
import { daysOf, lastDays } from '../api/get-payment-totals';
import { TotalsCard } from './totals-card';

const ok = (data: PaymentTotals) => ({ body: { success: true, data } });

describe('dashboard totals, date range and chart', () => {
  it('shows net totals per network and token, bars for the last 30 days with a table, and asks again for another range', async () => {
    const range = lastDays();
    const today = range.to;
    const month: PaymentTotals = {
      ...range,
      totals: [
        {
          network: 'ethereum',
          networkName: 'Ethereum',
          currency: 'ETH',
          received: '12.345678901234567891',
          refunded: '0.000000000000000001',
          net: '12.34567890123456789',
        },
        { network: 'solana', networkName: 'Solana', currency: 'USDC', received: '1.5', refunded: '0.5', net: '1' },
      ],
      days: [
        { date: today, network: 'ethereum', currency: 'ETH', received: '12.345678901234567891' },
        { date: range.from, network: 'solana', currency: 'USDC', received: '1.5' },
      ],
    };
    const fetch = stubApi({
      [`GET /api/payments/totals?from=${range.from}&to=${range.to}`]: ok(month),
      [`GET /api/payments/totals?from=2026-01-01&to=${range.to}`]: ok({
        ...month,
        from: '2026-01-01',
        totals: [],
        days: [],
      }),
    });
    renderWithQueries(<TotalsCard />);

    const table = await screen.findByTestId('totals-table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'EthereumETH12.3456789012345678910.00000000000000000112.34567890123456789',
    );
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('SolanaUSDC1.50.51');

    const charts = screen.getAllByTestId('daily-chart');
    expect(charts).toHaveLength(2);
    const eth = within(charts[0]!).getByRole('img', { name: /ETH on Ethereum received per day/ });
    const bars = eth.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    // The one day with money has the full height; the others none.
    expect(bars[29]!.getAttribute('height')).toBe('80');
    expect(bars[0]!.getAttribute('height')).toBe('0');
    const rows = within(charts[1]!).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent(`${range.from}1.5`);
    expect(daysOf(range)).toHaveLength(30);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    expect(await screen.findByTestId('totals-empty')).toHaveTextContent(
      `No completed payments between 2026-01-01 and ${range.to}.`,
    );
    // The chart keeps the last 30 days.
    expect(screen.getAllByTestId('daily-chart')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledWith(`/api/payments/totals?from=2026-01-01&to=${range.to}`, expect.anything());

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-12-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start day on or before the end day.');
  });
});
