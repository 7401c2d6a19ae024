import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderWithQueries, stubApi } from '../../../test/render';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { MisdirectedPaymentsCard } from './misdirected-payments-card';

/** Where the inbox sent the merchant. */
function LinkPage() {
  const { pathname, search } = useLocation();
  return <p data-testid="link-page">{`${pathname}${search}`}</p>;
}

const message = 'A payment of 25.004417 USDC for this link arrived on Arbitrum instead of Base.';

describe('the inbox’s payments sent on the wrong network', () => {
  it('lists each in the server’s words with the way to its link', async () => {
    stubApi({
      'GET /api/payments/misdirected?status=open': {
        body: {
          success: true,
          data: {
            openCount: 1,
            transfers: [{ id: 'mis_1', paymentId: 'pay_1', message, caution: null, status: 'open' }],
          },
        },
      },
    });
    renderWithQueries(
      <WithAuth value={authAs('owner')}>
        <MemoryRouter>
          <MisdirectedPaymentsCard />
        </MemoryRouter>
      </WithAuth>,
    );
    expect(await screen.findByTestId('inbox-misdirected')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Open the link to accept it' })).toHaveAttribute('href', '/payments/pay_1');
  });

  it('shows nothing when none waits', async () => {
    const fetch = stubApi({
      'GET /api/payments/misdirected?status=open': { body: { success: true, data: { openCount: 0, transfers: [] } } },
    });
    renderWithQueries(
      <WithAuth value={authAs('owner')}>
        <MemoryRouter>
          <MisdirectedPaymentsCard />
        </MemoryRouter>
      </WithAuth>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('inbox-misdirected')).toBeNull();
  });

  it('refunds one to its sender from the inbox, then opens it to pay on the link’s page; a prepared one links there', async () => {
    const fetch = stubApi({
      'GET /api/payments/misdirected?status=open': {
        body: {
          success: true,
          data: {
            openCount: 2,
            transfers: [
              { id: 'mis_1', paymentId: 'pay_1', message, caution: null, status: 'open', refundId: null },
              { id: 'mis_2', paymentId: 'pay_2', message, caution: null, status: 'open', refundId: 'rfd_2' },
            ],
          },
        },
      },
      'POST /api/payments/misdirected/mis_1/refund': { body: { success: true, data: { id: 'rfd_1' } } },
    });
    renderWithQueries(
      <WithAuth value={authAs('admin')}>
        <MemoryRouter initialEntries={['/unmatched-transfers']}>
          <Routes>
            <Route path="/unmatched-transfers" element={<MisdirectedPaymentsCard />} />
            <Route path="/payments/:id" element={<LinkPage />} />
          </Routes>
        </MemoryRouter>
      </WithAuth>,
    );
    expect(await screen.findByTestId('inbox-pay-misdirected-refund')).toHaveAttribute(
      'href',
      '/payments/pay_2?refund=rfd_2',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund to sender' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/payments/misdirected/mis_1/refund',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(await screen.findByTestId('link-page')).toHaveTextContent('/payments/pay_1?refund=rfd_1');
  });
});
