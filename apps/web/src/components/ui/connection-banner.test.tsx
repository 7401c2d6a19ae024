import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, UNREACHABLE_MESSAGE } from '../../lib/api-client';
import { renderWithQueries } from '../../test/render';
import { ConnectionBanner } from './connection-banner';

describe('connection lost banner', () => {
  it('appears when a call cannot reach Paylink, which answers a shaped error, and leaves once the liveness probe answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(<ConnectionBanner />);
    expect(screen.queryByTestId('connection-lost')).toBeNull();

    const failure = await api('/api/payments/payments').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 0,
      body: { success: false, error: UNREACHABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await screen.findByTestId('connection-lost')).toHaveTextContent('Connection lost. Retrying…');

    // The probe fails once (still lost), then the server answers.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/health/live', { cache: 'no-store' });
    expect(screen.getByTestId('connection-lost')).toBeInTheDocument();
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(screen.queryByTestId('connection-lost')).toBeNull());
    vi.useRealTimers();
  });

  it('an aborted call is not a lost connection', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    renderWithQueries(<ConnectionBanner />);
    await expect(api('/api/auth/me', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(screen.queryByTestId('connection-lost')).toBeNull();
  });
});
