import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSendTokenOnce } from './use-send-token-once';

describe('useSendTokenOnce', () => {
  it("sends a link's token once, through StrictMode's double effects and later renders", () => {
    const send = vi.fn();
    const { rerender } = renderHook(({ token }) => useSendTokenOnce(token, send), {
      initialProps: { token: 'tok_1' as string | null },
      wrapper: StrictMode,
    });
    rerender({ token: 'tok_1' });
    expect(send.mock.calls).toEqual([['tok_1']]);
  });

  it('sends nothing without a token', () => {
    const send = vi.fn();
    renderHook(() => useSendTokenOnce(null, send));
    expect(send).not.toHaveBeenCalled();
  });
});
