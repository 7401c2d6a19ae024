import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/render';
import { PlanForm } from './plan-form';

describe('the plan form', () => {
  it('picks the network and currency from menus, not free text, and keeps the currency on the network', async () => {
    stubApi({});
    renderWithQueries(<PlanForm onDone={vi.fn()} />);
    const network = screen.getByTestId('plan-network');
    const currency = screen.getByTestId('plan-currency');
    expect(network.tagName).toBe('SELECT');
    expect(currency.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Solana' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bitcoin' })).toBeInTheDocument();

    await userEvent.selectOptions(currency, 'USD');
    const paidIn = screen.getByTestId('plan-pay-currency');
    expect(paidIn.tagName).toBe('SELECT');
    expect(paidIn).toHaveValue('USDC');

    await userEvent.selectOptions(network, 'bitcoin');
    expect(currency).toHaveValue('USD');
    expect(screen.getByTestId('plan-pay-currency')).toHaveValue('BTC');
    await userEvent.selectOptions(currency, 'BTC');
    expect(screen.queryByTestId('plan-pay-currency')).toBeNull();
  });
});
