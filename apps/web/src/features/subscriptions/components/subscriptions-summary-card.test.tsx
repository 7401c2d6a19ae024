import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/render';
import { SubscriptionsSummaryCard } from './subscriptions-summary-card';

const summary = (s: object) => ({ body: { success: true, data: { summary: s } } });

describe('SubscriptionsSummaryCard', () => {
  it('shows active subscribers, past due and MRR per currency', async () => {
    stubApi({
      'GET /api/subscriptions/summary': summary({
        activeSubscribers: 3,
        pastDueSubscribers: 1,
        mrr: [
          { currency: 'SOL', amount: '0.15' },
          { currency: 'USD', amount: '40' },
        ],
      }),
    });
    renderWithQueries(
      <MemoryRouter>
        <SubscriptionsSummaryCard />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('summary-active')).toHaveTextContent('3');
    expect(screen.getByText('1 past due')).toBeInTheDocument();
    expect(screen.getByTestId('summary-mrr')).toHaveTextContent('0.15 SOL · 40 USD');
  });

  it('stays out of the way before the first subscriber', async () => {
    const fetch = stubApi({
      'GET /api/subscriptions/summary': summary({ activeSubscribers: 0, pastDueSubscribers: 0, mrr: [] }),
    });
    renderWithQueries(
      <MemoryRouter>
        <SubscriptionsSummaryCard />
      </MemoryRouter>,
    );
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    expect(screen.queryByTestId('subscriptions-summary')).not.toBeInTheDocument();
  });
});
