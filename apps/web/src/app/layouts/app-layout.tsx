import { useState, type ReactNode } from 'react';
import type { AccountAction } from '@paylink/shared';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { OpenTransfersBadge } from '../../features/unmatched-transfers/components/open-transfers-badge';
import { AccountSwitcher } from '../../features/team/components/account-switcher';
import { useAuth } from '../../lib/auth/use-auth';
import { cn } from '../../lib/cn';
import { useLivePaymentChanges } from '../use-live-payment-changes';

interface NavItem {
  to: string;
  label: string;
  testId: string;
  badge?: ReactNode;
  /** Shown only to roles that can do this (the server still enforces). */
  action?: AccountAction;
}

const NAV_ITEMS: NavItem[] = [
  // The needs-attention count of transfers that paid no link; their inbox opens from the dashboard.
  { to: '/dashboard', label: 'Dashboard', testId: 'nav-dashboard', badge: <OpenTransfersBadge /> },
  { to: '/payments', label: 'Payments', testId: 'nav-payments' },
  { to: '/create-payment', label: 'Create Payment', testId: 'nav-create-payment', action: 'payments:create' },
  { to: '/payouts', label: 'Payouts', testId: 'nav-payouts' },
  { to: '/subscriptions', label: 'Subscriptions', testId: 'nav-subscriptions' },
  { to: '/pay-buttons', label: 'Pay Buttons', testId: 'nav-pay-buttons' },
  // The counter app (issue 55): owners find it here; a cashier's device lands on it directly.
  { to: '/pos', label: 'Point of sale', testId: 'nav-pos', action: 'pos:sell' },
  { to: '/api-docs', label: 'API Docs', testId: 'nav-api-docs' },
  { to: '/settings', label: 'Settings', testId: 'nav-settings' },
];
const ADMIN_NAV_ITEM: NavItem = { to: '/admin', label: 'Admin', testId: 'nav-admin' };

/**
 * The signed-in shell. There is one sidebar element for every screen size (fixed on desktop,
 * slid in on mobile) so each data-testid inside it exists exactly once in the page.
 */
export function AppLayout() {
  const { user, account, logout, can } = useAuth();
  useLivePaymentChanges();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  // Tied to the path it was opened on, so following a link closes the mobile menu.
  const menuOpen = menuOpenAt === pathname;
  const credits = user?.transactionCredits ?? 0;
  // Only a convenience: the server refuses every admin call from a non-admin.
  const navItems = (user?.isAdmin ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS).filter(
    (item) => !item.action || can(item.action),
  );

  function handleLogout() {
    navigate('/login', { replace: true });
    logout();
  }

  // A cashier has the point of sale only.
  if (account?.role === 'cashier') return <Navigate to="/pos" replace />;

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-3 md:hidden">
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="app-sidebar"
          data-testid="mobile-menu-button"
          onClick={() => setMenuOpenAt(pathname)}
          className="rounded-lg p-2 text-gray-700 hover:bg-gray-100"
        >
          <span aria-hidden="true" className="block text-xl leading-none">
            ☰
          </span>
        </button>
        <span className="text-lg font-bold text-indigo-600">Paylink</span>
      </header>

      {menuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-gray-900/50 md:hidden"
          onClick={() => setMenuOpenAt(null)}
        />
      )}

      <aside
        id="app-sidebar"
        data-testid="sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-gray-200 bg-white transition-[transform,visibility] md:translate-x-0',
          // Hidden, not just moved off-screen, so a closed mobile menu is out of the tab order.
          menuOpen ? 'translate-x-0' : '-translate-x-full max-md:invisible',
        )}
      >
        <div className="flex items-center justify-between px-6 py-5">
          <span className="text-xl font-bold text-indigo-600">Paylink</span>
          <button
            type="button"
            aria-label="Close menu"
            onClick={() => setMenuOpenAt(null)}
            className="rounded-lg p-1 text-gray-500 hover:bg-gray-100 md:hidden"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <AccountSwitcher />
        <nav aria-label="Main" className="flex-1 space-y-1 px-3">
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              data-testid={item.testId}
              className={({ isActive }) =>
                cn(
                  'flex items-center justify-between rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-indigo-50 text-indigo-700' : 'text-gray-700 hover:bg-gray-100',
                )
              }
            >
              {item.label}
              {item.badge}
            </NavLink>
          ))}
        </nav>
        <div className="border-t border-gray-200 p-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              data-testid="user-initial"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white"
            >
              {user?.email.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-gray-900" title={user?.email} data-testid="user-email">
                {user?.email}
              </p>
              <p className="text-xs text-gray-500">
                <span data-testid="credits-count">{credits}</span> {credits === 1 ? 'credit' : 'credits'}
              </p>
            </div>
          </div>
          <button
            type="button"
            onClick={handleLogout}
            data-testid="logout-button"
            className="mt-4 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50"
          >
            Logout
          </button>
        </div>
      </aside>

      <main className="px-4 py-6 md:ml-64 md:px-8 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}
