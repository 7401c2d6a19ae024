import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AccountRole, Payout, PayoutBatch } from '@paylink/shared';
import { provideAppConfig } from '../../../lib/app-config';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { TEST_CONFIG } from '../../../test/test-config';
import { PayoutsPage } from './payouts-page';

provideAppConfig(TEST_CONFIG);

const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const payout = (over: Partial<Payout>): Payout => ({
  id: 'pyo_1',
  name: 'Ada',
  email: null,
  amount: '1.5',
  currency: 'USDC',
  payCurrency: 'USDC',
  payAmount: '1.5',
  rate: null,
  networks: ['solana'],
  network: 'solana',
  address: SOLANA,
  status: 'READY',
  batchId: null,
  txId: null,
  claimedAt: null,
  claimExpiresAt: null,
  paidAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
});
const ada = payout({});
const bob = payout({ id: 'pyo_2', name: 'Bob', amount: '2.25', payAmount: '2.25' });
const list = (payouts: Payout[]) => ({ body: { success: true, data: { payouts, total: payouts.length } } });
const REQUEST = 'solana:https%3A%2F%2Fpaylink.test%2Fapi%2Fpayout-batches%2Fpob_1%2Ftransaction-request%2F0';
const batch: PayoutBatch = {
  id: 'pob_1',
  network: 'solana',
  payouts: [ada, bob].map((p) => ({ ...p, status: 'IN_BATCH', batchId: 'pob_1' })),
  totals: [{ currency: 'USDC', amount: '3.75' }],
  remaining: 2,
  signing: { kind: 'solana-pay', requests: [REQUEST] },
  createdAt: '2026-11-28T10:05:00.000Z',
};

function renderPage(role: AccountRole = 'owner', path = '/payouts') {
  return renderWithQueries(
    <WithAuth value={authAs(role)}>
      <MemoryRouter initialEntries={[path]}>
        <PayoutsPage />
      </MemoryRouter>
    </WithAuth>,
  );
}

describe('PayoutsPage', () => {
  it('lists payouts with their claim, batch and transaction, and says when there are none or the list fails', async () => {
    stubApi({
      'GET /api/payouts?limit=100': list([
        payout({ id: 'pyo_3', name: 'Cy', status: 'AWAITING_ADDRESS', address: null, network: null }),
        payout({ id: 'pyo_4', name: 'Di', status: 'PAID', batchId: 'pob_9', txId: '5'.repeat(80) }),
      ]),
      'GET /api/payouts?limit=100&status=CANCELED': list([]),
      'GET /api/payouts?limit=100&status=FAILED': {
        status: 500,
        body: { success: false, error: 'Boom', code: 'INTERNAL' },
      },
    });
    renderPage();
    expect(screen.getByText('Loading payouts...')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[0]!).getByTestId('payout-claim')).toHaveTextContent('Claim link sent');
    expect(within(rows[0]!).getByTestId('payout-status')).toHaveTextContent('Awaiting address');
    expect(within(rows[1]!).getByTestId('payout-batch-link')).toHaveTextContent('pob_9');
    expect(within(rows[1]!).getByTestId('payout-tx')).toHaveTextContent('555555');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'CANCELED');
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent('No payout matches these filters.');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    expect(await screen.findByTestId('payouts-error')).toHaveTextContent('Boom');
  });

  it('previews a CSV with its per-row errors, imports nothing while a row is wrong, then imports and shows the claim links', async () => {
    const good = 'name,email,amount,currency,address,network\nAda,,1.5,USDC,,\nBob,,2.25,USDC,,';
    const fetch = stubApi({
      'GET /api/payouts?limit=100': list([]),
      'POST /api/payouts/import': (body) => {
        const { csv, dryRun } = body as { csv: string; dryRun: boolean };
        const bad = csv.includes('lots');
        const rows = [
          {
            line: 2,
            name: 'Ada',
            email: null,
            amount: bad ? 'lots' : '1.5',
            currency: 'USDC',
            address: null,
            network: null,
            errors: bad ? ['Amount must be a plain decimal number'] : [],
          },
          {
            line: 3,
            name: 'Bob',
            email: null,
            amount: '2.25',
            currency: 'USDC',
            address: null,
            network: null,
            errors: [],
          },
        ];
        const created = dryRun
          ? []
          : [ada, bob].map((p) => ({
              payout: { ...p, status: 'AWAITING_ADDRESS' },
              claimUrl: `https://paylink.test/payout-claim/${p.name}`,
            }));
        return { body: { success: true, data: { rows, created } } };
      },
    });
    renderPage();
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent('No payouts yet');
    await userEvent.click(screen.getByTestId('payout-import'));
    const textarea = screen.getByLabelText('Or paste it');
    await userEvent.click(textarea);
    await userEvent.paste(good.replace('1.5', 'lots'));
    await userEvent.click(screen.getByTestId('payout-import-preview-button'));
    expect(await screen.findByTestId('payout-import-summary')).toHaveTextContent('1 of 2 rows have errors');
    expect(screen.getByTestId('payout-import-row-error')).toHaveTextContent('Amount must be a plain decimal number');
    expect(screen.queryByTestId('payout-import-submit')).not.toBeInTheDocument();

    await userEvent.clear(textarea);
    await userEvent.paste(good);
    await userEvent.click(screen.getByTestId('payout-import-preview-button'));
    expect(await screen.findByTestId('payout-import-summary')).toHaveTextContent('2 rows are ready to import.');
    await userEvent.click(screen.getByTestId('payout-import-submit'));
    expect(await screen.findByTestId('payout-import-done')).toHaveTextContent('2 payouts imported.');
    expect(screen.getAllByTestId('payout-claim-url').map((e) => e.textContent)).toEqual([
      'https://paylink.test/payout-claim/Ada',
      'https://paylink.test/payout-claim/Bob',
    ]);
    const imports = fetch.mock.calls.filter(([url]) => String(url) === '/api/payouts/import');
    expect(imports.map(([, init]) => (JSON.parse(String(init?.body)) as { dryRun: boolean }).dryRun)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('builds a batch of the picked READY payouts with totals per token, then shows the Solana request as a QR', async () => {
    const fetch = stubApi({
      'GET /api/payouts?limit=100': list([ada, bob]),
      'GET /api/payouts?limit=100&status=READY&network=solana': list([ada, bob]),
      'GET /api/payouts?limit=100&status=FAILED&network=solana': list([]),
      'POST /api/payouts/batches': () => ({ status: 201, body: { success: true, data: { batch } } }),
      'GET /api/payouts/batches/pob_1': { body: { success: true, data: { batch } } },
      'GET /api/payouts/wallet-balance?network=solana': {
        body: {
          success: true,
          data: { wallet: { network: 'solana', address: 'Wa11et', balances: [{ currency: 'USDC', amount: '2' }] } },
        },
      },
    });
    renderPage();
    await screen.findAllByTestId('payout-row');
    await userEvent.click(screen.getByTestId('payout-build-batch'));
    expect(await screen.findAllByTestId('payout-batch-total')).toHaveLength(1);
    expect(screen.getByTestId('payout-batch-total')).toHaveTextContent('3.75 USDC');
    // The wallet's balance read from the chain, beside the totals: short of 3.75 USDC by 1.75.
    expect(await screen.findByTestId('payout-batch-held')).toHaveTextContent('2 USDC held');
    expect(screen.getByTestId('payout-batch-short')).toHaveTextContent('short by 1.75 USDC');
    await userEvent.click(screen.getAllByTestId('payout-batch-pick')[1]!);
    expect(screen.getByTestId('payout-batch-total')).toHaveTextContent('1.5 USDC');
    expect(screen.queryByTestId('payout-batch-short')).toBeNull();
    await userEvent.click(screen.getAllByTestId('payout-batch-pick')[1]!);
    await userEvent.click(screen.getByTestId('payout-batch-create'));

    const post = fetch.mock.calls.find(
      ([url, init]) => String(url) === '/api/payouts/batches' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ network: 'solana', payoutIds: ['pyo_1', 'pyo_2'] });
    expect(await screen.findByTestId('payout-batch-totals')).toHaveTextContent(
      'Pays 3.75 USDC to 2 recipients. 2 not paid yet.',
    );
    expect(await screen.findByTestId('payout-signing-qr')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByTestId('payout-signing-url')).toHaveTextContent(REQUEST);
  });

  it('offers FAILED payouts beside the READY ones, marked, to batch again', async () => {
    const failed = payout({ id: 'pyo_3', name: 'Cy', amount: '4', payAmount: '4', status: 'FAILED', batchId: 'pob_0' });
    const fetch = stubApi({
      'GET /api/payouts?limit=100': list([ada, failed]),
      'GET /api/payouts?limit=100&status=READY&network=solana': list([ada]),
      'GET /api/payouts?limit=100&status=FAILED&network=solana': list([failed]),
      'POST /api/payouts/batches': () => ({ status: 201, body: { success: true, data: { batch } } }),
      'GET /api/payouts/batches/pob_1': { body: { success: true, data: { batch } } },
      'GET /api/payouts/wallet-balance?network=solana': {
        body: { success: true, data: { wallet: { network: 'solana', address: null, balances: [] } } },
      },
    });
    renderPage();
    await screen.findAllByTestId('payout-row');
    await userEvent.click(screen.getByTestId('payout-build-batch'));
    expect(await screen.findByTestId('payout-batch-total')).toHaveTextContent('5.5 USDC');
    const picks = screen.getAllByTestId('payout-batch-pick');
    expect(picks).toHaveLength(2);
    expect(picks[1]!.closest('label')).toHaveTextContent('Cy · 4 USDC · failed on chain, batched again');
    await userEvent.click(screen.getByTestId('payout-batch-create'));
    const post = fetch.mock.calls.find(
      ([url, init]) => String(url) === '/api/payouts/batches' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ network: 'solana', payoutIds: ['pyo_1', 'pyo_3'] });
  });

  it('cancels a payout not yet batched after asking once, and offers no cancel once it is in a batch', async () => {
    const fetch = stubApi({
      'GET /api/payouts?limit=100': list([ada, payout({ id: 'pyo_5', status: 'IN_BATCH', batchId: 'pob_1' })]),
      'POST /api/payouts/pyo_1/cancel': { body: { success: true, data: { payout: { ...ada, status: 'CANCELED' } } } },
    });
    renderPage();
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[1]!).queryByTestId('payout-cancel')).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByTestId('payout-cancel'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(rows[0]!).getByTestId('payout-cancel-confirm'));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.filter(
          ([url, init]) => String(url) === '/api/payouts/pyo_1/cancel' && init?.method === 'POST',
        ),
      ).toHaveLength(1),
    );
  });

  it('lets a viewer read but not create, import or batch', async () => {
    stubApi({ 'GET /api/payouts?limit=100': list([ada]) });
    renderPage('viewer');
    await screen.findAllByTestId('payout-row');
    for (const id of ['payout-new', 'payout-import', 'payout-build-batch', 'payout-cancel'])
      expect(screen.getByTestId(id)).toBeDisabled();
  });

  it('says when a claim link expired and issues a new one to copy', async () => {
    const fetch = stubApi({
      'GET /api/payouts?limit=100': list([
        payout({
          id: 'pyo_5',
          name: 'Eve',
          status: 'AWAITING_ADDRESS',
          address: null,
          network: null,
          claimExpiresAt: '2020-01-01T00:00:00.000Z',
        }),
      ]),
      'POST /api/payouts/pyo_5/claim-link': {
        body: {
          success: true,
          data: {
            payout: payout({ id: 'pyo_5', status: 'AWAITING_ADDRESS', address: null }),
            claimUrl: 'https://paylink.test/payout-claim/New',
          },
        },
      },
    });
    renderPage();
    const [row] = await screen.findAllByTestId('payout-row');
    expect(within(row!).getByTestId('payout-claim')).toHaveTextContent('Claim link expired');
    await userEvent.click(within(row!).getByTestId('payout-new-claim'));
    expect(await screen.findByTestId('payout-new-claim-url')).toHaveTextContent(
      'https://paylink.test/payout-claim/New',
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/payouts/pyo_5/claim-link')).toBe(true);
  });
});
