import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortalSubscription, PublicPlan, SubscriptionDetail } from '@paylink/shared';
import { renderWithQueries, stubApi } from '../../../test/render';
import { SubscribePage } from './subscribe-page';
import { SubscriptionPortalPage } from './subscription-portal-page';

const plan: PublicPlan = {
  id: 'spl_1',
  name: 'Pro',
  amount: '10',
  currency: 'USDC',
  payCurrency: 'USDC',
  network: 'solana',
  interval: 'month',
  intervalCount: 1,
  trialDays: 0,
};
const first = {
  paymentId: 'pay_1',
  checkoutUrl: 'http://localhost/payment/pay_1',
  kind: 'first' as const,
  status: 'PENDING' as const,
  periodStart: null,
  periodEnd: null,
  paidAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const subscription: SubscriptionDetail = {
  id: 'sub_1',
  planId: 'spl_1',
  planName: 'Pro',
  email: 'me@example.com',
  status: 'INCOMPLETE',
  collection: 'push',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  pastDueAt: null,
  canceledAt: null,
  cancelReason: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  payments: [first],
};
const portal: PortalSubscription = (({ planName: _n, ...rest }) => ({
  ...rest,
  status: 'ACTIVE' as const,
  currentPeriodStart: '2026-11-28T10:00:00.000Z',
  currentPeriodEnd: '2026-12-28T10:00:00.000Z',
  plan,
  payments: [{ ...first, status: 'COMPLETED' as const, paidAt: '2026-11-28T10:00:00.000Z' }],
}))(subscription);
const ok = (data: object) => ({ body: { success: true, data } });

function at(path: string) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/subscribe/:planId" element={<SubscribePage />} />
        <Route path="/subscription/:token" element={<SubscriptionPortalPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the public subscription pages', () => {
  it('subscribes with a valid email only, then offers to pay the first link', async () => {
    const fetch = stubApi({
      'GET /api/subscribe/spl_1': ok({ plan, merchant: 'Tea Shop' }),
      'POST /api/subscribe/spl_1': ok({ subscription }),
    });
    at('/subscribe/spl_1');
    expect(screen.getByTestId('subscribe-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('subscribe-price')).toHaveTextContent('10 USDC every month');
    expect(screen.getByTestId('subscribe-merchant')).toHaveTextContent('Subscription to Tea Shop');
    expect(screen.getByTestId('subscribe-network')).toHaveTextContent('Paid on Solana');
    await userEvent.type(screen.getByLabelText('Your email'), 'nope');
    await userEvent.click(screen.getByTestId('subscribe-submit'));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Your email'));
    await userEvent.type(screen.getByLabelText('Your email'), 'me@example.com');
    await userEvent.click(screen.getByTestId('subscribe-submit'));
    expect(await screen.findByTestId('subscribe-pay-now')).toHaveAttribute('href', first.checkoutUrl);
  });

  it('an unknown plan or portal link is "not found", with no "Try again"', async () => {
    stubApi({
      'GET /api/subscribe/spl_1': { status: 404, body: { success: false, error: 'Plan not found', code: 'NOT_FOUND' } },
      'GET /api/subscription-portal/tok_x': {
        status: 404,
        body: { success: false, error: 'Subscription not found', code: 'NOT_FOUND' },
      },
    });
    const page = at('/subscribe/spl_1');
    expect(await screen.findByTestId('subscribe-load-error')).toHaveTextContent(
      'There is no subscription plan at this address.',
    );
    expect(screen.getByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    page.unmount();
    at('/subscription/tok_x');
    expect(await screen.findByTestId('portal-load-error')).toHaveTextContent(
      'There is no subscription at this address.',
    );
    expect(screen.getByRole('heading', { name: 'Subscription not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a server failure keeps "Try again"', async () => {
    stubApi({
      'GET /api/subscribe/spl_1': {
        status: 400,
        body: { success: false, error: 'Bad plan id', code: 'VALIDATION_ERROR' },
      },
    });
    at('/subscribe/spl_1');
    expect(await screen.findByTestId('subscribe-load-error')).toHaveTextContent('Bad plan id');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the subscription in the portal, links each paid period’s receipt, and cancels it after a confirmation', async () => {
    stubApi({
      'GET /api/subscription-portal/tok': ok({ subscription: portal }),
      'POST /api/subscription-portal/tok/cancel': ok({
        subscription: {
          ...portal,
          status: 'CANCELED',
          canceledAt: '2026-11-29T10:00:00.000Z',
          cancelReason: 'customer',
        },
      }),
    });
    at('/subscription/tok');
    expect(await screen.findByTestId('portal-status')).toHaveTextContent('ACTIVE');
    expect(screen.getByTestId('portal-payments')).toHaveTextContent('Paid');
    expect(screen.getByTestId('portal-receipt')).toHaveAttribute('href', '/receipt/pay_1');
    await userEvent.click(screen.getByTestId('portal-cancel'));
    // Nothing is canceled until the customer confirms; "Keep subscription" leaves it as it is.
    await userEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByTestId('portal-cancel-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('portal-status')).toHaveTextContent('ACTIVE');
    await userEvent.click(screen.getByTestId('portal-cancel'));
    expect(screen.getByTestId('portal-cancel-dialog')).toHaveTextContent('runs until');
    await userEvent.click(screen.getByTestId('portal-cancel-confirm'));
    expect(await screen.findByTestId('portal-canceled')).toHaveTextContent('runs until');
    expect(screen.getByTestId('portal-status')).toHaveTextContent('CANCELED');
  });
});

describe('the public subscription pages, served with their data (#page-data)', () => {
  function served(answer: object) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-data';
    script.textContent = JSON.stringify(answer);
    document.body.append(script);
    return () => script.remove();
  }

  it('render the plan and the subscription at once, without asking the API', () => {
    const fetch = stubApi({});
    let remove = served({ path: '/api/subscribe/spl_1', status: 200, body: ok({ plan, merchant: 'Tea Shop' }).body });
    const page = at('/subscribe/spl_1');
    expect(screen.queryByTestId('subscribe-loading')).toBeNull();
    expect(screen.getByTestId('subscribe-price')).toHaveTextContent('10 USDC every month');
    page.unmount();
    remove();
    remove = served({ path: '/api/subscription-portal/tok', status: 200, body: ok({ subscription: portal }).body });
    at('/subscription/tok');
    expect(screen.getByTestId('portal-status')).toHaveTextContent('ACTIVE');
    remove();
    // The config (GET /api/config) comes in the same block, handed over by the page's entry (signed-out/main.tsx).
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/config')).toEqual([]);
  });

  it('show a served "not found" at once; an answer for another address is not used', async () => {
    const fetch = stubApi({ 'GET /api/subscribe/spl_2': ok({ plan: { ...plan, id: 'spl_2' }, merchant: null }) });
    const remove = served({
      path: '/api/subscribe/spl_1',
      status: 404,
      body: { success: false, error: 'Plan not found', code: 'NOT_FOUND' },
    });
    const page = at('/subscribe/spl_1');
    expect(screen.getByTestId('subscribe-load-error')).toHaveTextContent(
      'There is no subscription plan at this address.',
    );
    page.unmount();
    at('/subscribe/spl_2');
    expect(await screen.findByTestId('subscribe-price')).toHaveTextContent('10 USDC every month');
    remove();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/config')).toEqual([
      '/api/subscribe/spl_2',
    ]);
  });
});
