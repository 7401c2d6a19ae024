import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authAs, TEST_USER, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

function show(user: typeof TEST_USER) {
  stubApi({
    'GET /api/payments/stats': {
      status: 500,
      body: { success: false, error: 'not needed here', code: 'INTERNAL_ERROR' },
    },
    'GET /api/payments/payments': { body: { success: true, data: { payments: [] } } },
  });
  renderWithQueries(
    <WithAuth value={authAs('owner', { user })}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </WithAuth>,
  );
}

describe('the dashboard’s words (issue 54)', () => {
  it('a merchant paid on an EVM network only is not asked for a Solana wallet, and nothing reads Solana-only', async () => {
    show({ ...TEST_USER, ethAddress: '0x52908400098527886E0F7030069857D2E4169EE7' });
    expect(await screen.findByTestId('welcome')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-warning')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Solana|SOL or USDC/);
  });

  it('a merchant without any payout address is asked for one on any network', async () => {
    show(TEST_USER);
    expect(await screen.findByTestId('wallet-warning')).toHaveTextContent(
      'Add a payout address on at least one network',
    );
  });
});
