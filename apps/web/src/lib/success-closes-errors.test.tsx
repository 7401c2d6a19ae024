import { act, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { successClosesErrors } from './success-closes-errors';

describe('toasts', () => {
  it('a success closes the error toasts still shown (issue 38)', async () => {
    successClosesErrors();
    render(<Toaster />);
    act(() => void toast.error('Failed to update wallet addresses'));
    expect(await screen.findByText('Failed to update wallet addresses')).toBeInTheDocument();
    act(() => void toast.success('Wallet addresses updated successfully!'));
    expect(await screen.findByText('Wallet addresses updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to update wallet addresses')).not.toBeInTheDocument());
  });
});
