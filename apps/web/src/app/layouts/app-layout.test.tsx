import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountRole } from '@paylink/shared';
import { authAs, WithAuth } from '../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../test/render';
import { AppLayout } from './app-layout';

function renderLayout(role: AccountRole) {
  stubApi({});
  renderWithQueries(
    <WithAuth value={authAs(role)}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/dashboard" element={<p>Dashboard body</p>} />
          </Route>
          <Route path="/pos" element={<p>POS screen</p>} />
        </Routes>
      </MemoryRouter>
    </WithAuth>,
  );
}

describe('the dashboard navigation', () => {
  it.each(['owner', 'admin', 'developer'] as const)('a %s finds the point of sale in the menu', async (role) => {
    renderLayout(role);
    const entry = await screen.findByTestId('nav-pos');
    expect(entry).toHaveTextContent('Point of sale');
    expect(entry).toHaveAttribute('href', '/pos');
  });

  it('a viewer, who cannot sell, has no point of sale entry', async () => {
    renderLayout('viewer');
    expect(await screen.findByTestId('nav-dashboard')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-pos')).toBeNull();
  });

  it("a cashier's device goes straight to the point of sale", async () => {
    renderLayout('cashier');
    expect(await screen.findByText('POS screen')).toBeInTheDocument();
  });
});
