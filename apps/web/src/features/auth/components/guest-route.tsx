import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { getToken } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * Where to go once signed in: the protected page that sent the user here (history state), else a `?next=` path of
 * this site (links that must survive a new page load, such as an invitation's), else /dashboard.
 */
export function returnPath(location: Pick<Location, 'state' | 'search'>): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (from) return `${from.pathname}${from.search}${from.hash}`;
  const next = new URLSearchParams(location.search).get('next');
  // Only a path on this site: never `//host` or `/\host`, which browsers read as another origin.
  return next && /^\/(?![/\\])/.test(next) ? next : '/dashboard';
}

/**
 * Wraps /login and /register. It is also what moves a user on right after signing in:
 * back to the protected page that sent them to /login, else to ?next=, else /dashboard.
 */
export function GuestRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  // Without a stored token the check can only end signed out: the page shows at once, not after the check's delay.
  if (isLoading && getToken())
    return <Spinner label="Loading..." className="min-h-screen justify-center" data-testid="auth-loading" />;
  if (isAuthenticated) return <Navigate to={returnPath(location)} replace />;
  return <Outlet />;
}
