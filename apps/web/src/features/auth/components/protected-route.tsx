import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/use-auth';
import { NoAccountPage } from './no-account-page';

/**
 * Renders the child routes for signed-in users; others go to /login, which sends them back here afterwards. Someone
 * who belongs to no account sees so, with a way to create their own, instead of screens the server would refuse.
 */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading, noAccount } = useAuth();
  const location = useLocation();
  if (isLoading)
    return <Spinner label="Loading..." className="min-h-screen justify-center" data-testid="auth-loading" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (noAccount) return <NoAccountPage />;
  return <Outlet />;
}
