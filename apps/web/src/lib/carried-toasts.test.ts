import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryToasts, showCarriedToasts } from './carried-toasts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('toasts carried from the signed-out pages to the merchant app', () => {
  it('shows the text toasts that were on screen on the next page, once, with their kind', () => {
    toast.success('Welcome back!');
    toast.error('Something else');
    carryToasts();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    showCarriedToasts();
    expect(success).toHaveBeenCalledWith('Welcome back!');
    expect(error).toHaveBeenCalledWith('Something else');
    showCarriedToasts();
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('paylink.carried-toasts', '{"type":"success"}');
    const success = vi.spyOn(toast, 'success');
    showCarriedToasts();
    sessionStorage.setItem(
      'paylink.carried-toasts',
      '[{"type":"custom","message":"x"},{"type":"success","message":1}]',
    );
    showCarriedToasts();
    expect(success).not.toHaveBeenCalled();
  });
});
