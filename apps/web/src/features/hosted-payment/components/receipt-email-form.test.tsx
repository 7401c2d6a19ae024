import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/render';
import { ReceiptEmailForm } from './receipt-email-form';

afterEach(() => vi.unstubAllGlobals());

describe('"Email me a receipt" on the hosted page (issue 48)', () => {
  it('changes the address with the key the first answer gave this page', async () => {
    const sent: unknown[] = [];
    const fetch = stubApi({
      'POST /api/receipts/pay_1/email': (body) => {
        sent.push(body);
        return { body: { success: true, data: { requested: true, editKey: `key-${sent.length}` } } };
      },
    });
    render(<ReceiptEmailForm paymentId="pay_1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email me a receipt'), 'typo@example.con');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    await user.clear(screen.getByLabelText('Email me a receipt'));
    await user.type(screen.getByLabelText('Email me a receipt'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/We will email your receipt to me@example.com/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'typo@example.con' }, { email: 'me@example.com', editKey: 'key-1' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
