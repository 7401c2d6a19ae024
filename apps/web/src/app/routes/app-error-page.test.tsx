import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionRestored } from '../../lib/connection-status';
import { AppErrorPage } from './app-error-page';

// A page that failed to download marks the connection lost (module state): each test starts connected. Before each
// test, not after: the previous test's page is unmounted after its afterEach hooks, and unmounting runs its pending
// effect, which marked the connection lost again (a flaky "Paylink cannot be reached" in the next test).
beforeEach(connectionRestored);
afterAll(connectionRestored);

function renderRoute(lazy: () => Promise<never>) {
  const router = createMemoryRouter([{ path: '/', errorElement: <AppErrorPage />, lazy }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('the app error boundary', () => {
  it("shows a friendly page with a way on when a page's code cannot be downloaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/payments-page.js')),
    );
    expect(await screen.findByRole('heading', { name: 'Paylink cannot be reached' })).toBeInTheDocument();
    expect(screen.getByTestId('app-error-retry')).toHaveTextContent('Try again');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });

  it('names any other failure plainly, never with the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(() => Promise.reject(new Error('boom at line 3')));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).toBeNull();
  });
});
