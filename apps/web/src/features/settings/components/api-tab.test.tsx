import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { ApiTab } from './api-tab';

const subscriber: User = {
  id: 'usr_1',
  email: 'shop@example.com',
  walletAddress: null,
  btcAddress: null,
  btcXpub: null,
  ethAddress: null,
  transactionCredits: 10,
  subscriptionTier: 'STARTER',
  subscriptionStatus: 'ACTIVE',
  isAdmin: false,
  status: 'ACTIVE',
  emailVerified: true,
  hasPassword: true,
  twoFactorEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  totalPayments: 0,
};

describe('Settings → API Integration', () => {
  it('after revoking the key says "Your key was revoked", not "no API key yet" (issue 38)', async () => {
    let hasKey = true;
    stubApi({
      'GET /api/auth/api-key-info': () => ({
        body: {
          success: true,
          data: {
            hasApiKey: hasKey,
            apiKeyMasked: hasKey ? 'pl_live_4fQk…x9Za' : null,
            creditsRemaining: 10,
            totalApiCalls: 0,
          },
        },
      }),
      'DELETE /api/auth/revoke-api-key': () => {
        hasKey = false;
        return { body: { success: true, data: { message: 'API key revoked successfully' } } };
      },
    });
    vi.stubGlobal('confirm', () => true);
    renderWithQueries(
      <WithAuth value={authAs('developer')}>
        <MemoryRouter>
          <ApiTab user={subscriber} />
        </MemoryRouter>
      </WithAuth>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('revoke-api-key'));
    expect(await screen.findByText(/^Your key was revoked/)).toBeInTheDocument();
    expect(screen.queryByText('You have no API key yet.')).not.toBeInTheDocument();
  });

  it('a viewer sees the masked key, with Regenerate and Revoke disabled and saying why (issue 34)', async () => {
    stubApi({
      'GET /api/auth/api-key-info': {
        body: {
          success: true,
          data: { hasApiKey: true, apiKeyMasked: 'pl_live_4fQk…x9Za', creditsRemaining: 10, totalApiCalls: 0 },
        },
      },
    });
    renderWithQueries(
      <WithAuth value={authAs('viewer')}>
        <MemoryRouter>
          <ApiTab user={subscriber} />
        </MemoryRouter>
      </WithAuth>,
    );
    expect(await screen.findByTestId('api-key-masked')).toHaveTextContent('pl_live_4fQk…x9Za');
    for (const id of ['regenerate-api-key', 'revoke-api-key']) {
      expect(screen.getByTestId(id)).toBeDisabled();
      expect(screen.getByTestId(id)).toHaveAttribute(
        'title',
        'As a viewer you cannot generate or revoke the API key; ask an owner, admin or developer.',
      );
    }
  });

  it("an admin sees the team's other keys with who made them, and revokes one (issue 48)", async () => {
    let keys = [
      {
        id: 'key_own',
        masked: 'pl_live_Mine…0001',
        name: null,
        lastUsedAt: null,
        role: 'admin',
        createdBy: { userId: 'usr_1', email: 'shop@example.com' },
        createdAt: '2026-11-01T00:00:00.000Z',
        mine: true,
        canRevoke: true,
      },
      {
        id: 'key_dev',
        masked: 'pl_live_DevK…0002',
        name: null,
        lastUsedAt: null,
        role: 'developer',
        createdBy: { userId: 'usr_2', email: 'dev@example.com' },
        createdAt: '2026-11-02T00:00:00.000Z',
        mine: false,
        canRevoke: true,
      },
    ];
    const api = stubApi({
      'GET /api/auth/api-key-info': {
        body: {
          success: true,
          data: { hasApiKey: true, apiKeyMasked: 'pl_live_Mine…0001', creditsRemaining: 10, totalApiCalls: 0 },
        },
      },
      'GET /api/auth/api-keys': () => ({ body: { success: true, data: { keys } } }),
      'DELETE /api/auth/api-keys/key_dev': () => {
        keys = keys.filter((k) => k.id !== 'key_dev');
        return { body: { success: true, data: { message: 'API key revoked successfully' } } };
      },
    });
    vi.stubGlobal('confirm', () => true);
    renderWithQueries(
      <WithAuth value={authAs('admin')}>
        <MemoryRouter>
          <ApiTab user={subscriber} />
        </MemoryRouter>
      </WithAuth>,
    );
    const row = await screen.findByTestId('team-api-key');
    expect(row).toHaveTextContent('pl_live_DevK…0002');
    expect(row).toHaveTextContent('dev@example.com (developer)');
    await userEvent.setup().click(screen.getByTestId('revoke-team-api-key'));
    await waitFor(() => expect(screen.queryByTestId('team-api-keys')).not.toBeInTheDocument());
    expect(
      api.mock.calls.some(([url, init]) => String(url) === '/api/auth/api-keys/key_dev' && init?.method === 'DELETE'),
    ).toBe(true);
    expect(screen.getByTestId('api-key-masked')).toHaveTextContent('pl_live_Mine…0001');
  });
});
