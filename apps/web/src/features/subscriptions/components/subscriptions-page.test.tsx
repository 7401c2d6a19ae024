import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Plan, Subscription } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { SubscriptionsPage } from './subscriptions-page';

const plan: Plan = {
  id: 'spl_1',
  name: 'Pro',
  amount: '10',
  currency: 'USDC',
  payCurrency: 'USDC',
  network: 'solana',
  interval: 'month',
  intervalCount: 1,
  trialDays: 0,
  graceDays: 7,
  renewalNoticeDays: 3,
  collection: 'push',
  subscribeUrl: 'http://localhost/subscribe/spl_1',
  activeSubscribers: 1,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const sub: Subscription = {
  id: 'sub_1',
  planId: 'spl_1',
  planName: 'Pro',
  email: 'me@example.com',
  status: 'PAST_DUE',
  collection: 'push',
  currentPeriodStart: '2026-10-28T10:00:00.000Z',
  currentPeriodEnd: '2026-11-28T10:00:00.000Z',
  pastDueAt: '2026-11-28T10:00:00.000Z',
  canceledAt: null,
  cancelReason: null,
  createdAt: '2026-10-28T10:00:00.000Z',
};
const ok = (data: object) => ({ body: { success: true, data } });

describe('SubscriptionsPage', () => {
  it('lists plans, checks a new plan with the API’s rules before sending it, and filters subscribers by status', async () => {
    const fetch = stubApi({
      'GET /api/subscriptions/plans': ok({ plans: [plan] }),
      'POST /api/subscriptions/plans': (body) => ok({ plan: { ...plan, id: 'spl_2', ...(body as object) } }),
      'GET /api/subscriptions?page=1&limit=20': ok({
        subscriptions: [sub],
        pagination: { page: 1, limit: 20, total: 1 },
      }),
      'GET /api/subscriptions?page=1&limit=20&status=CANCELED': ok({
        subscriptions: [],
        pagination: { page: 1, limit: 20, total: 0 },
      }),
    });
    renderWithQueries(
      <WithAuth value={authAs('developer')}>
        <MemoryRouter>
          <SubscriptionsPage />
        </MemoryRouter>
      </WithAuth>,
    );
    expect(await screen.findByTestId('plan-row-spl_1')).toHaveTextContent('10 USDC / month');
    expect(await screen.findByTestId('subscriber-row-sub_1')).toHaveTextContent('PAST DUE');

    await userEvent.click(screen.getByTestId('plan-new'));
    await userEvent.type(screen.getByTestId('plan-amount'), '0');
    await userEvent.click(screen.getByTestId('plan-save'));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await userEvent.type(screen.getByTestId('plan-name'), 'Team');
    await userEvent.clear(screen.getByTestId('plan-amount'));
    await userEvent.type(screen.getByTestId('plan-amount'), '25');
    await userEvent.click(screen.getByTestId('plan-save'));
    await screen.findByTestId('plan-new');
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toMatchObject({
      name: 'Team',
      amount: '25',
      currency: 'USDC',
      interval: 'month',
      intervalCount: 1,
    });

    await userEvent.selectOptions(screen.getByTestId('subscribers-status-filter'), 'CANCELED');
    expect(await screen.findByTestId('subscribers-empty')).toHaveTextContent('No subscribers with status CANCELED');
  });

  it('opens a subscriber’s links, re-sends the open one and cancels', async () => {
    const renewal = {
      paymentId: 'pay_2',
      checkoutUrl: 'http://localhost/payment/pay_2',
      kind: 'renewal' as const,
      status: 'PENDING' as const,
      periodStart: sub.currentPeriodEnd,
      periodEnd: '2026-12-28T10:00:00.000Z',
      paidAt: null,
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    const detail = { ...sub, payments: [renewal] };
    const fetch = stubApi({
      'GET /api/subscriptions/plans': ok({ plans: [] }),
      'GET /api/subscriptions?page=1&limit=20': ok({
        subscriptions: [sub],
        pagination: { page: 1, limit: 20, total: 1 },
      }),
      'GET /api/subscriptions/sub_1': ok({ subscription: detail }),
      'POST /api/subscriptions/sub_1/resend': ok({ paymentId: 'pay_2' }),
      'POST /api/subscriptions/sub_1/cancel': ok({ subscription: { ...detail, status: 'CANCELED' } }),
    });
    renderWithQueries(
      <WithAuth value={authAs('developer')}>
        <MemoryRouter>
          <SubscriptionsPage />
        </MemoryRouter>
      </WithAuth>,
    );
    expect(await screen.findByTestId('plans-empty')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('subscriber-open-sub_1'));
    expect(await screen.findByTestId('subscription-detail')).toHaveTextContent('Renewal from');
    await userEvent.click(screen.getByTestId('subscription-resend'));
    await userEvent.click(screen.getByTestId('subscription-cancel'));
    await expect
      .poll(() => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url)))
      .toEqual(['/api/subscriptions/sub_1/resend', '/api/subscriptions/sub_1/cancel']);
  });
});
