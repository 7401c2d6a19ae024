import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithQueries, stubApi } from '../../../test/render';
import { isNotFound, usePayment } from './get-payment';

const URL = '/api/payments/payments/pay_1';

describe('usePayment', () => {
  it('reads the payment out of the API envelope', async () => {
    const fetch = stubApi({
      [`GET ${URL}`]: { body: { success: true, data: { payment: { id: 'pay_1', label: 'Order 7' } } } },
    });
    const { result } = renderHookWithQueries(() => usePayment('pay_1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: 'pay_1', label: 'Order 7' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a 404 is final: no retry, and the page can tell it is not found', async () => {
    const fetch = stubApi({});
    const { result } = renderHookWithQueries(() => usePayment('pay_1'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isNotFound(result.current.error)).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('another failure is tried once more before it shows', async () => {
    const fetch = stubApi({
      [`GET ${URL}`]: {
        status: 503,
        body: { success: false, error: 'Try again shortly', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    const { result } = renderHookWithQueries(() => usePayment('pay_1'));
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(isNotFound(result.current.error)).toBe(false);
    expect(result.current.error).toHaveProperty('message', 'Try again shortly');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
