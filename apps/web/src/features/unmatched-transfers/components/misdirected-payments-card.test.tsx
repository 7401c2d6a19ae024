import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderWithQueries, stubApi } from '../../../test/render';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { MisdirectedPaymentsCard } from './misdirected-payments-card';

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

  it('refunds one to its sender from the inbox', async () => {
    const fetch = stubApi({
      'GET /api/payments/misdirected?status=open': {
        body: {
          success: true,
          data: {
            openCount: 1,
            transfers: [{ id: 'mis_1', paymentId: 'pay_1', message, caution: null, status: 'open', refundId: null }],
          },
        },
      },
      'POST /api/payments/misdirected/mis_1/refund': { body: { success: true, data: { id: 'rfd_1' } } },
    });
    renderWithQueries(
      <WithAuth value={authAs('admin')}>
        <MemoryRouter>
          <MisdirectedPaymentsCard />
        </MemoryRouter>
      </WithAuth>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund to sender' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/payments/misdirected/mis_1/refund',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
