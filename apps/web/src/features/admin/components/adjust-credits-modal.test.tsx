import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MSG, type User } from '@paylink/shared';
import { renderWithQueries, stubApi } from '../../../test/render';
import { AdjustCreditsModal } from './adjust-credits-modal';

const member = { id: 'usr_9', email: 'member@example.com', transactionCredits: 12 } as User;

describe('the adjust-credits form', () => {
  it('refuses what the API refuses (a fraction, zero) with its message, and sends nothing', async () => {
    const fetch = stubApi({});
    renderWithQueries(<AdjustCreditsModal user={member} onClose={vi.fn()} />);
    const user = userEvent.setup();
    for (const typed of ['1.5', '0', 'ten']) {
      await user.clear(screen.getByLabelText('Adjustment'));
      await user.type(screen.getByLabelText('Adjustment'), typed);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(ADMIN_MSG.validNumber)).toBeInTheDocument();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a signed whole number, and the default reason when none is given', async () => {
    const fetch = stubApi({
      'POST /api/admin/adjust-credits': {
        body: { success: true, data: { user: { id: 'usr_9', transactionCredits: 62 } } },
      },
    });
    const onClose = vi.fn();
    renderWithQueries(<AdjustCreditsModal user={member} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adjustment'), '+50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      userId: 'usr_9',
      adjustment: 50,
      reason: ADMIN_MSG.defaultAdjustmentReason,
    });
  });
});
