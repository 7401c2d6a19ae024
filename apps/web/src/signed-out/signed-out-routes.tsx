import { useEffect, type ComponentType } from 'react';
import { Spinner } from '../components/ui/spinner';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { GuestRoute } from '../features/auth/components/guest-route';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { carryToasts } from '../lib/carried-toasts';
import { WithOutlet, useLocation } from './location';

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

/** Pages for visitors who are not signed in: GuestRoute sends a signed-in visitor on. */
const GUEST_PAGES: Record<string, ComponentType> = { '/login': LoginPage, '/register': RegisterPage };
const OPEN_PAGES: Record<string, ComponentType> = {
  '/verify-email': VerifyEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
};

/** The signed-out pages, the same components and paths as in the merchant app's router (src/app/router.tsx). */
export function SignedOutRoutes() {
  // As the merchant app's router matches them: letter case and a trailing slash aside.
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const Guest = GUEST_PAGES[path];
  if (Guest) {
    return (
      <WithOutlet element={<Guest />}>
        <GuestRoute />
      </WithOutlet>
    );
  }
  const Page = OPEN_PAGES[path];
  return Page ? <Page /> : <LeaveForApp />;
}
