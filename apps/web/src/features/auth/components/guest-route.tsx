import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { getToken } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';

function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';
}

/**
 * Wraps /login and /register. It is also what moves a user on right after signing in:
 * back to the protected page that sent them to /login, else /dashboard.
 */
export function GuestRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  // Without a stored token the check can only end signed out: the page shows at once, not after the check's delay.
  if (isLoading && getToken()) return <Spinner label="Loading..." className="min-h-screen justify-center" data-testid="auth-loading" />;
  if (isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
