import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreditsOverview, SubscriptionPlan } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import type { PurchaseActions } from './credit-offer-cards';
import { CurrentPlanCard } from './current-plan-card';

const growth: SubscriptionPlan = {
  id: 'plan_growth',
  name: 'growth',
  displayName: 'Growth',
  description: 'For growing shops',
  credits: 2000,
  price: '59.00',
  currency: 'USD',
  features: ['API access'],
  isActive: true,
  sortOrder: 2,
  isMonthly: true,
  tier: 'GROWTH',
};

function overview(paidWith: 'card' | 'crypto'): CreditsOverview {
  return {
    total: 505,
    planCredits: 500,
    purchasedCredits: 5,
    plan: {
      name: 'starter',
      displayName: 'Starter',
      monthlyCredits: 500,
      nextResetAt: '2026-12-25T00:00:00.000Z',
      renews: paidWith === 'card',
      paidWith,
      cancelledAtPeriodEnd: false,
    },
    upgrades: [growth],
    subscriptionTier: 'STARTER',
    subscriptionStatus: 'ACTIVE',
    cardPaymentsEnabled: true,
    cryptoPaymentsEnabled: true,
    history: [],
  };
}

function renderCard(paidWith: 'card' | 'crypto') {
  const refreshUser = vi.fn(async () => undefined);
  const actions: PurchaseActions = {
    cardEnabled: true,
    cryptoEnabled: true,
    busy: null,
    onCard: vi.fn(),
    onCrypto: vi.fn(),
  };
  renderWithQueries(
    <WithAuth value={authAs('owner', { refreshUser })}>
      <CurrentPlanCard overview={overview(paidWith)} actions={actions} />
    </WithAuth>,
  );
  return { refreshUser, actions, user: userEvent.setup() };
}

describe('Settings → Credits: upgrading the current plan (issue 38 item 14)', () => {
  it('upgrades a card plan in place: one call, no checkout, the balance is refreshed', async () => {
    const fetch = stubApi({ 'POST /api/auth/plan/upgrade': { body: { success: true, data: { plan: 'growth' } } } });
    const { refreshUser, actions, user } = renderCard('card');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByTestId('upgrade-plan-modal')).toHaveTextContent(
      'charged the difference for the rest of this month now',
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade to Growth' }));
    await waitFor(() => expect(refreshUser).toHaveBeenCalled());
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url, init]) => [String(url), JSON.parse(String(init!.body))])).toEqual([
      ['/api/auth/plan/upgrade', { plan: 'growth' }],
    ]);
    expect(actions.onCard).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('upgrade-plan-modal')).not.toBeInTheDocument());
  });

  it('a plan paid in USDC is upgraded by buying the bigger plan: its pay buttons, no in-place button', async () => {
    stubApi({});
    const { user } = renderCard('crypto');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.queryByRole('button', { name: 'Upgrade to Growth' })).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-growth')).toBeInTheDocument();
  });
});
