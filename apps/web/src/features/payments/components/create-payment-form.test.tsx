import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@paylink/shared';
import { ApiError } from '../../../lib/api-client';
import { CreatePaymentForm } from './create-payment-form';
import type { SupportedTokens } from '../api/get-supported-tokens';

const SOLANA_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const supported: SupportedTokens = {
  tokens: {
    solana: [
      { symbol: 'SOL', name: 'Solana', decimals: 9 },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6 },
      { symbol: 'EURC', name: 'Euro Coin', decimals: 6 },
      { symbol: 'PYUSD', name: 'PayPal USD', decimals: 6 },
    ],
  },
  networks: { solana: { name: 'Solana', tokens: ['SOL', 'USDC', 'USDT', 'EURC', 'PYUSD'] } },
};

function renderForm(props: { blocked?: boolean; serverError?: unknown } = {}) {
  const onSubmit = vi.fn();
  render(
    <CreatePaymentForm
      supported={supported}
      savedWallets={{ solana: SOLANA_WALLET }}
      blocked={props.blocked ?? false}
      isSubmitting={false}
      onSubmit={onSubmit}
      serverError={props.serverError}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function submitWithAmount(amount: string, currency = 'SOL') {
  const { onSubmit, user } = renderForm();
  await user.selectOptions(screen.getByLabelText('Currency'), currency);
  if (amount) await user.type(screen.getByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Label'), 'Order #1');
  await user.click(screen.getByRole('button', { name: 'Create Payment Link' }));
  return onSubmit;
}

describe('the create-payment form', () => {
  it('marks the field a server refusal names (issue 38), not only the toast', async () => {
    const taken = new ApiError(409, {
      success: false,
      code: 'CONFLICT',
      error: MSG.addressTaken,
      details: [{ path: 'walletAddress', msg: MSG.addressTaken }],
    });
    renderForm({ serverError: taken });
    const field = screen.getByLabelText('Recipient Wallet Address');
    expect(await screen.findByText(MSG.addressTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what is missing, and submits nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screen.getByLabelText('Recipient Wallet Address'));
    await user.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Label is required')).toBeInTheDocument();
    expect(screen.getByText('Recipient wallet address is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the Solana tokens the server lists (USDT, EURC, PYUSD) and submits one', async () => {
    const onSubmit = await submitWithAmount('12.5', 'PYUSD');
    expect(onSubmit).toHaveBeenCalled();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ network: 'solana', currency: 'PYUSD', amount: '12.5' });
    for (const symbol of ['USDT', 'EURC'])
      expect(screen.getByRole('option', { name: new RegExp(symbol) })).toBeInTheDocument();
  });

  it('refuses the amounts the API refuses, with the API’s messages', async () => {
    expect(await submitWithAmount('0')).not.toHaveBeenCalled();
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
  });

  it('refuses more decimals than the token has', async () => {
    expect(await submitWithAmount('0.0000001', 'USDC')).not.toHaveBeenCalled();
    expect(await screen.findByText(/more than 6 decimal places for USDC/)).toBeInTheDocument();
  });

  it('refuses a USD price with fractions of a cent', async () => {
    expect(await submitWithAmount('1.005', 'USD')).not.toHaveBeenCalled();
    expect(await screen.findByText('A USD amount has at most 2 decimal places')).toBeInTheDocument();
  });

  it('submits a valid link with the saved wallet as recipient', async () => {
    const onSubmit = await submitWithAmount('0.25');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      network: 'solana',
      amount: '0.25',
      currency: 'SOL',
      label: 'Order #1',
      walletAddress: SOLANA_WALLET,
    });
  });

  it('cannot be submitted while blocked (no user or no credit)', () => {
    renderForm({ blocked: true });
    expect(screen.getByRole('button', { name: 'Create Payment Link' })).toBeDisabled();
  });
});
