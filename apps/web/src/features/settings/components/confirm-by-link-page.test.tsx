import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/render';
import { ConfirmEmailChangePage } from './confirm-email-change-page';
import { ConfirmWalletChangePage } from './confirm-wallet-change-page';

const renderAt = (url: string, page: React.ReactNode) =>
  renderWithQueries(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);

describe('pages opened from a confirmation email', () => {
  it('sends the token once, then says what changed, with the way back to Settings', async () => {
    const fetch = stubApi({
      'POST /api/auth/confirm-email-change': {
        body: { success: true, data: { email: 'new@example.com', message: 'ok' } },
      },
    });
    renderAt('/confirm-email-change?token=tok', <ConfirmEmailChangePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email Address Change');
    expect(await screen.findByTestId('email-change-confirmed')).toHaveTextContent(
      'From now on you sign in with new@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings?tab=account');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says why nothing changed when the server refuses the link, or when the link has no token', async () => {
    stubApi({
      'POST /api/auth/confirm-wallet-change': {
        status: 400,
        body: { success: false, error: 'This link has expired', code: 'INVALID_TOKEN' },
      },
    });
    renderAt('/confirm-wallet-change?token=old', <ConfirmWalletChangePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.getByTestId('wallet-change-error')).toHaveTextContent('Your payout addresses are unchanged.');
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings?tab=wallet');
  });

  it('a link without a token sends nothing', () => {
    const fetch = stubApi({});
    renderAt('/confirm-wallet-change', <ConfirmWalletChangePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no confirmation token.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
