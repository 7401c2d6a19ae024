import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicPayoutClaim } from '@paylink/shared';
import { renderWithQueries, stubApi } from '../../../test/render';
import { PayoutClaimPage } from './payout-claim-page';

const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const open: PublicPayoutClaim = {
  name: 'Ada',
  merchant: 'Shop',
  amount: '3',
  currency: 'USDC',
  payCurrency: 'USDC',
  networks: [
    { network: 'solana', name: 'Solana' },
    { network: 'base', name: 'Base' },
  ],
  answered: false,
  expired: false,
  network: null,
  address: null,
};
const ok = (claim: PublicPayoutClaim) => ({ body: { success: true, data: { claim } } });

function renderPage() {
  return renderWithQueries(
    <MemoryRouter initialEntries={['/payout-claim/tok']}>
      <Routes>
        <Route path="/payout-claim/:token" element={<PayoutClaimPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PayoutClaimPage', () => {
  it('shows the amount and the networks allowed, refuses an empty address, then sends the network and address once', async () => {
    const fetch = stubApi({
      'GET /api/payout-claims/tok': ok(open),
      'POST /api/payout-claims/tok': (body) =>
        ok({ ...open, answered: true, ...(body as { network: string; address: string }) }),
    });
    renderPage();
    expect(screen.getByTestId('payout-claim-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('payout-claim-amount')).toHaveTextContent('3 USDC');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Solana', 'Base']);

    await userEvent.click(screen.getByTestId('payout-claim-submit'));
    expect(screen.getByText('Enter your address')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your wallet address'), SOLANA);
    await userEvent.click(screen.getByTestId('payout-claim-submit'));
    expect(await screen.findByTestId('payout-claim-answered-address')).toHaveTextContent(SOLANA);
    expect(screen.queryByTestId('payout-claim-form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, and says why an unknown link cannot be loaded', async () => {
    stubApi({
      'GET /api/payout-claims/tok': ok(open),
      'POST /api/payout-claims/tok': {
        status: 400,
        body: { success: false, error: 'This is not a valid Solana address', code: 'VALIDATION_ERROR' },
      },
    });
    const { unmount } = renderPage();
    await userEvent.type(await screen.findByLabelText('Your wallet address'), 'nope');
    await userEvent.click(screen.getByTestId('payout-claim-submit'));
    expect(await screen.findByTestId('payout-claim-answer-error')).toHaveTextContent(
      'This is not a valid Solana address',
    );
    unmount();

    stubApi({
      'GET /api/payout-claims/tok': {
        status: 404,
        body: {
          success: false,
          error: 'This payout link is not valid. Ask the sender for a new one.',
          code: 'NOT_FOUND',
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('payout-claim-load-error')).toHaveTextContent('This payout link is not valid');
  });

  it('an expired link says so and asks for a new one, with no form', async () => {
    stubApi({ 'GET /api/payout-claims/tok': ok({ ...open, expired: true }) });
    renderPage();
    const notice = await screen.findByTestId('payout-claim-expired');
    expect(notice).toHaveTextContent('This payout link has expired.');
    expect(notice).toHaveTextContent('Ask Shop for a new link');
    expect(screen.queryByTestId('payout-claim-form')).toBeNull();
  });
});
