import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequest } from './use-request';

describe('useRequest', () => {
  it('is pending while the call runs, then succeeded with the answer', async () => {
    let answer = (_value: string) => {};
    const request = (input: number) =>
      new Promise<string>((resolve) => (answer = (value) => resolve(`${value} ${input}`)));
    const { result } = renderHook(() => useRequest(request));
    expect(result.current.isPending).toBe(false);
    let call!: Promise<string>;
    act(() => void (call = result.current.run(7)));
    expect(result.current.isPending).toBe(true);
    answer('done');
    await act(async () => expect(await call).toBe('done 7'));
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: true,
      isError: false,
      error: null,
      data: 'done 7',
    });
  });

  it('rejects with the error and keeps it until the next call', async () => {
    const failure = new Error('Failed to reset password');
    const { result } = renderHook(() => useRequest((_input: void) => Promise.reject(failure)));
    await act(async () => expect(result.current.run()).rejects.toBe(failure));
    await waitFor(() =>
      expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: true, error: failure }),
    );
  });
});
