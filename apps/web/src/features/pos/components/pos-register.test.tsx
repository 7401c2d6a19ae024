import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPayment } from '@paylink/shared';
import { PosRegister } from './pos-register';

const SALE = {
  id: 'pay_1',
  status: 'PENDING',
  amount: '4.50',
  currency: 'USD',
  payAmount: '4.5',
  payCurrency: 'USDC',
  network: 'solana',
  note: null,
};
const payment = (over: Partial<PublicPayment> = {}) =>
  ({
    id: 'pay_1',
    status: 'PENDING',
    amount: '4.50',
    currency: 'USD',
    payAmount: '4.5',
    payCurrency: 'USDC',
    network: 'solana',
    message: null,
    qrCodeData: 'data:image/png;base64,AA==',
    transactionRequestQrCodeData: 'data:image/png;base64,AA==',
    payOptions: null,
    amountReceived: '0',
    amountUnconfirmed: '0',
    finality: null,
    verifiedAt: null,
    ...over,
  }) as PublicPayment;

/** fetch by "METHOD path": a function answers (or throws, as a lost connection does). */
function stubFetch(routes: Record<string, (init?: RequestInit) => unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!route)
      return new Response(JSON.stringify({ success: false, error: 'none', code: 'NOT_FOUND' }), { status: 404 });
    return new Response(JSON.stringify({ success: true, data: route(init) }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function charge450() {
  const user = userEvent.setup();
  for (const key of ['4', 'point', '5', '0']) await user.click(screen.getByTestId(`pos-key-${key}`));
  await user.click(screen.getByTestId('pos-charge'));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the POS register', () => {
  it('a Charge sent while offline shows Reconnecting… and is sent again with the same key, then the sale resumes', async () => {
    let online = false;
    const keys: string[] = [];
    const fetch = stubFetch({
      'POST /api/pos/sales': (init) => {
        keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
        if (!online) throw new TypeError('Failed to fetch');
        return { sale: SALE };
      },
      'GET /api/payments/pay_1': () => payment(),
    });
    render(<PosRegister currencies={['USD']} view="sell" />);
    await charge450();
    await screen.findByText('Reconnecting…');
    expect(JSON.parse(localStorage.getItem('paylink.pos.openSale')!)).toMatchObject({
      amount: '4.50',
      currency: 'USD',
      sale: null,
    });
    online = true;
    await waitFor(() => expect(screen.getByTestId('pos-status')).toHaveTextContent('Waiting'), { timeout: 6000 });
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(fetch).toHaveBeenCalled();
  }, 10_000);

  it('never says Paid before COMPLETED: seen and confirming first, then Paid, then the next sale', async () => {
    let live = payment({ finality: 'confirmed', amountReceived: '4.5' });
    stubFetch({ 'POST /api/pos/sales': () => ({ sale: SALE }), 'GET /api/payments/pay_1': () => live });
    render(<PosRegister currencies={['USD']} view="sell" />);
    await charge450();
    await waitFor(() => expect(screen.getByTestId('pos-status')).toHaveTextContent('Seen, confirming'));
    expect(screen.queryByTestId('pos-paid')).toBeNull();
    live = payment({ status: 'COMPLETED', amountReceived: '4.5', verifiedAt: new Date().toISOString() });
    await waitFor(() => expect(screen.getByTestId('pos-paid-amount')).toHaveTextContent('4.50 USD'), { timeout: 6000 });
    await userEvent.setup().click(screen.getByTestId('pos-next-sale'));
    expect(screen.getByTestId('pos-amount')).toHaveTextContent('0');
    expect(localStorage.getItem('paylink.pos.openSale')).toBeNull();
  }, 10_000);

  it('a stored open sale comes back after a reload; a new sale while it is open asks first', async () => {
    localStorage.setItem(
      'paylink.pos.openSale',
      JSON.stringify({ key: 'k1', amount: '4.50', currency: 'USD', note: '', sale: SALE }),
    );
    stubFetch({ 'GET /api/payments/pay_1': () => payment() });
    render(<PosRegister currencies={['USD']} view="sell" />);
    await waitFor(() => expect(screen.getByTestId('pos-status')).toHaveTextContent('Waiting'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('pos-new-sale'));
    expect(screen.getByTestId('pos-confirm-new')).toHaveTextContent(
      'The customer may still pay it. Start a new sale anyway?',
    );
    await user.click(screen.getByTestId('pos-keep-waiting'));
    expect(screen.getByTestId('pos-status')).toHaveTextContent('Waiting');
    await user.click(screen.getByTestId('pos-new-sale'));
    await user.click(screen.getByTestId('pos-confirm-new-sale'));
    expect(screen.getByTestId('pos-keypad')).toBeInTheDocument();
  });
});
