import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideAppConfig } from '../../../lib/app-config';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { TEST_CONFIG } from '../../../test/test-config';
import { BatchSigning } from './batch-signing';

const SOLANA_REQUEST = 'solana:https%3A%2F%2Fpaylink.test%2Fapi%2Fpayout-batches%2Fpob_3%2Ftransaction-request%2F0';
/** A server with real RPCs: no network has a test wallet. */
const ONLINE = {
  ...TEST_CONFIG,
  testWallet: false,
  networks: TEST_CONFIG.networks.map((n) => ({ ...n, testWallet: false })),
};
afterEach(() => provideAppConfig(TEST_CONFIG));
provideAppConfig(TEST_CONFIG);

describe('BatchSigning', () => {
  it('EVM: each approval, then the call to the batch contract, and the EIP-681 fallback', () => {
    renderWithQueries(
      <BatchSigning
        batchId="pob_1"
        network="base"
        signing={{
          kind: 'evm-contract',
          chainId: 8453,
          contract: '0xBatch',
          approvals: [{ token: '0xUsdc', amount: '3750000' }],
          data: '0xdeadbeef',
          value: '0',
          fallback: [
            'ethereum:0xUsdc@8453/transfer?address=0xA&uint256=1500000',
            'ethereum:0xUsdc@8453/transfer?address=0xB&uint256=2250000',
          ],
        }}
      />,
    );
    expect(screen.getByTestId('payout-signing-approval')).toHaveTextContent(
      'Approve 0xBatch to spend 3750000 base units of token 0xUsdc',
    );
    expect(screen.getByTestId('payout-signing-data')).toHaveTextContent('0xdeadbeef');
    expect(screen.getAllByTestId('payout-signing-fallback')).toHaveLength(2);
  });

  it('EVM without a deployed contract: only the per-recipient requests', () => {
    renderWithQueries(
      <BatchSigning
        batchId="pob_1"
        network="ethereum"
        signing={{
          kind: 'evm-contract',
          chainId: 1,
          contract: null,
          approvals: [],
          data: null,
          value: '0',
          fallback: ['ethereum:0xA@1?value=1'],
        }}
      />,
    );
    expect(screen.queryByTestId('payout-signing-data')).not.toBeInTheDocument();
    expect(screen.getByText(/not deployed on this network/)).toBeInTheDocument();
  });

  it('Bitcoin: the PSBT to download, named after the batch; the signed transaction pasted back is broadcast', async () => {
    const fetch = stubApi({
      'POST /api/payouts/batches/pob_7/broadcast': (body) =>
        (body as { transaction: string }).transaction === 'bad'
          ? {
              status: 400,
              body: { success: false, error: 'This transaction does not pay the batch', code: 'VALIDATION_ERROR' },
            }
          : { body: { success: true, data: { batch: { id: 'pob_7' }, txId: 'ab12' } } },
    });
    renderWithQueries(
      <WithAuth value={authAs('owner')}>
        <BatchSigning batchId="pob_7" network="bitcoin" signing={{ kind: 'psbt', psbt: 'cHNidP8BAA==' }} />
      </WithAuth>,
    );
    const link = screen.getByTestId('payout-signing-psbt-download');
    expect(link).toHaveAttribute('href', 'data:application/octet-stream;base64,cHNidP8BAA==');
    expect(link).toHaveAttribute('download', 'pob_7.psbt');

    await userEvent.type(screen.getByTestId('payout-paste-back-tx'), 'bad');
    await userEvent.click(screen.getByTestId('payout-paste-back-submit'));
    expect(await screen.findByTestId('payout-paste-back-error')).toHaveTextContent('does not pay the batch');
    await userEvent.clear(screen.getByTestId('payout-paste-back-tx'));
    await userEvent.type(screen.getByTestId('payout-paste-back-tx'), '0200aa');
    await userEvent.click(screen.getByTestId('payout-paste-back-submit'));
    expect(await screen.findByTestId('payout-paste-back-done')).toHaveTextContent('Broadcast: ab12');
    expect(fetch).toHaveBeenCalledTimes(2);
    // The merchant's wallet signs a PSBT: no test wallet is offered, even offline.
    expect(screen.queryByTestId('payout-test-wallet')).not.toBeInTheDocument();
  });

  it('offline, a Solana or EVM batch offers Pay with test wallet, which pays what remains', async () => {
    const fetch = stubApi({
      'POST /api/payouts/batches/pob_3/test-pay': { body: { success: true, data: { signatures: ['s1', 's2'] } } },
    });
    const { unmount } = renderWithQueries(
      <BatchSigning batchId="pob_3" network="solana" signing={{ kind: 'solana-pay', requests: [SOLANA_REQUEST] }} />,
    );
    await userEvent.click(screen.getByTestId('payout-test-wallet'));
    expect(screen.getByTestId('payout-test-wallet')).toHaveTextContent('Pay with test wallet');
    expect(fetch).toHaveBeenCalledWith(
      '/api/payouts/batches/pob_3/test-pay',
      expect.objectContaining({ method: 'POST' }),
    );
    unmount();
    renderWithQueries(
      <BatchSigning
        batchId="pob_4"
        network="base"
        signing={{
          kind: 'evm-contract',
          chainId: 8453,
          contract: null,
          approvals: [],
          data: null,
          value: '1',
          fallback: [],
        }}
      />,
    );
    expect(screen.getByTestId('payout-test-wallet')).toBeInTheDocument();
  });

  it('with real RPCs (not offline), no batch offers the test wallet', () => {
    provideAppConfig(ONLINE);
    renderWithQueries(
      <BatchSigning batchId="pob_3" network="solana" signing={{ kind: 'solana-pay', requests: [SOLANA_REQUEST] }} />,
    );
    expect(screen.getByTestId('payout-signing-solana')).toBeInTheDocument();
    expect(screen.queryByTestId('payout-test-wallet')).not.toBeInTheDocument();
  });
});
