import { useEffect, type ComponentType } from 'react';
import { Spinner } from '../components/ui/spinner';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { GuestRoute } from '../features/auth/components/guest-route';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { SubscribePage } from '../features/subscribe/components/subscribe-page';
import { SubscriptionPortalPage } from '../features/subscribe/components/subscription-portal-page';
import { carryToasts } from '../lib/carried-toasts';
import { WithOutlet, WithParams, useLocation } from './location';

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
/** The customer's subscription pages (opened from emails), each with the one parameter its path carries. */
const PAGES_WITH_PARAM: { pattern: RegExp; param: string; Page: ComponentType }[] = [
  { pattern: /^\/subscribe\/([^/]+)$/i, param: 'planId', Page: SubscribePage },
  { pattern: /^\/subscription\/([^/]+)$/i, param: 'token', Page: SubscriptionPortalPage },
];

/** A path segment as react-router gives it to the page: decoded, or as it is when it is not valid percent-encoding. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The signed-out pages and the customer's subscription pages, the same components and paths as in the merchant
 * app's router (src/app/router.tsx).
 */
export function SignedOutRoutes() {
  // As the merchant app's router matches them: letter case and a trailing slash aside.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const path = pathname.toLowerCase();
  const Guest = GUEST_PAGES[path];
  if (Guest) {
    return (
      <WithOutlet element={<Guest />}>
        <GuestRoute />
      </WithOutlet>
    );
  }
  const Page = OPEN_PAGES[path];
  if (Page) return <Page />;
  for (const { pattern, param, Page: PageWithParam } of PAGES_WITH_PARAM) {
    const value = pattern.exec(pathname)?.[1];
    if (value) {
      return (
        <WithParams params={{ [param]: decodedSegment(value) }}>
          <PageWithParam />
        </WithParams>
      );
    }
  }
  return <LeaveForApp />;
}
