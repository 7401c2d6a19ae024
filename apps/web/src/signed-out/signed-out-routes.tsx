import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { GuestRoute } from '../features/auth/components/guest-route';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { carryToasts } from '../lib/carried-toasts';

/**
 * Any other path is the merchant app's, a separate build: the browser loads it as a new page (after signing in,
 * GuestRoute's redirect to /dashboard lands here), taking the toasts on screen along.
 */
function LeaveForApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    carryToasts();
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <Spinner label="Loading..." className="min-h-screen justify-center" data-testid="app-loading" />;
}

/** The signed-out pages, the same components as in the merchant app's router (src/app/router.tsx). */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<GuestRoute />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<LeaveForApp />} />
    </Routes>
  );
}
