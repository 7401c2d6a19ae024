import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectionLost, connectionRestored } from './connection-status';
import { useLoad } from './use-load';

/** A load whose answers the test gives one by one. */
function answers() {
  const pending: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, next: () => pending.shift()! };
}

describe('useLoad', () => {
  it('is pending until the first answer, then shows the data; a change the server returned replaces it', async () => {
    const { load, next } = answers();
    const { result } = renderHook(() => useLoad(load));
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    await act(async () => next().resolve('plan'));
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 'plan', error: null });
    act(() => result.current.replace('canceled'));
    expect(result.current.data).toBe('canceled');
  });

  it('keeps an error shown while it asks again, then shows the answer', async () => {
    const { load, next } = answers();
    const failure = new Error('Plan not found');
    const { result } = renderHook(() => useLoad(load));
    await act(async () => next().reject(failure));
    expect(result.current).toMatchObject({ isPending: false, isError: true, error: failure });
    act(() => result.current.refetch());
    expect(result.current.isError).toBe(true);
    await act(async () => next().resolve('plan'));
    expect(result.current).toMatchObject({ isError: false, data: 'plan' });
  });

  it('loads again when Paylink can be reached again', async () => {
    const { load, next } = answers();
    const { result } = renderHook(() => useLoad(load));
    await act(async () => next().resolve('before'));
    act(() => {
      connectionLost();
      connectionRestored();
    });
    await act(async () => next().resolve('after'));
    await waitFor(() => expect(result.current.data).toBe('after'));
  });
});
