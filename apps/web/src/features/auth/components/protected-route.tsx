import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/use-auth';

/** Renders the child routes for signed-in users; others go to /login, which sends them back here afterwards. */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading)
    return <Spinner label="Loading..." className="min-h-screen justify-center" data-testid="auth-loading" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
