import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MSG, type PublicRefundClaim } from '@paylink/shared';
import { renderWithQueries, stubApi } from '../../../test/render';
import { RefundClaimPage } from './refund-claim-page';

const REGTEST = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const open: PublicRefundClaim = {
  label: 'Order 7',
  amount: '0.0005',
  currency: 'BTC',
  status: 'OPEN',
  address: null,
  expiresAt: '2026-12-02T10:00:00.000Z',
  bitcoinNetwork: 'regtest',
};
const ok = (claim: PublicRefundClaim) => ({ body: { success: true, data: { claim } } });

function renderPage() {
  return renderWithQueries(
    <MemoryRouter initialEntries={['/refund-claim/tok']}>
      <Routes>
        <Route path="/refund-claim/:token" element={<RefundClaimPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RefundClaimPage', () => {
  it('shows the amount, refuses an address of another chain with the spec message, then sends a valid one once', async () => {
    const fetch = stubApi({
      'GET /api/refund-claims/tok': ok(open),
      'POST /api/refund-claims/tok': (body) =>
        ok({ ...open, status: 'ANSWERED', address: (body as { address: string }).address }),
    });
    renderPage();
    expect(screen.getByTestId('refund-claim-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('refund-claim-amount')).toHaveTextContent('0.0005 BTC');

    await userEvent.type(screen.getByLabelText('Your Bitcoin address'), 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await userEvent.click(screen.getByTestId('refund-claim-submit'));
    expect(screen.getByText(MSG.invalidBitcoin)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Your Bitcoin address'));
    await userEvent.type(screen.getByLabelText('Your Bitcoin address'), REGTEST);
    await userEvent.click(screen.getByTestId('refund-claim-submit'));
    expect(await screen.findByTestId('refund-claim-answered-address')).toHaveTextContent(REGTEST);
    expect(screen.queryByTestId('refund-claim-form')).not.toBeInTheDocument();
  });

  it('says why an unknown link cannot be loaded, and that an expired one cannot be answered', async () => {
    stubApi({
      'GET /api/refund-claims/tok': {
        status: 404,
        body: {
          success: false,
          error: 'This refund link is not valid. Ask the merchant for a new one.',
          code: 'NOT_FOUND',
        },
      },
    });
    const { unmount } = renderPage();
    expect(await screen.findByTestId('refund-claim-load-error')).toHaveTextContent('This refund link is not valid');
    unmount();

    stubApi({ 'GET /api/refund-claims/tok': ok({ ...open, status: 'EXPIRED' }) });
    renderPage();
    expect(await screen.findByTestId('refund-claim-expired')).toBeInTheDocument();
    expect(screen.queryByTestId('refund-claim-form')).not.toBeInTheDocument();
  });
});
