import { renderToString } from 'react-dom/server';
import { AuthProvider } from '../lib/auth/auth-provider';
import { LocationProvider } from './location';
import { SignedOutRoutes } from './signed-out-routes';

/**
 * The signed-out pages, rendered to HTML at build time (apps/web/vite.config.ts writes login.html and the others
 * beside signed-out.html; apps/server/src/signed-out-pages.ts picks one per URL). A visitor sees the form as soon
 * as the HTML arrives; the entry's script then renders the same page over it. Until then the form's fields and
 * buttons are disabled, so nothing typed is lost when the live form replaces the picture of it. The pages that
 * read a token from their link are rendered twice: with one, and without (their invalid-link state). The
 * customer's subscription pages load their data in the browser: what the HTML shows is their frame and loading
 * state, the same for every plan and link. The build renders them with the entry's aliases (vite.config.ts), so no
 * query client is needed here either.
 */
const PAGES: Record<string, string> = {
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password?token=prerendered',
  'verify-email': '/verify-email?token=prerendered',
  'reset-password-without-token': '/reset-password',
  'verify-email-without-token': '/verify-email',
  subscribe: '/subscribe/prerendered',
  subscription: '/subscription/prerendered',
};

function disableControls(html: string): string {
  return html.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');
}

export function prerenderedPages(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([name, url]) => [
      name,
      disableControls(
        renderToString(
          <AuthProvider>
            <LocationProvider url={url}>
              <SignedOutRoutes />
            </LocationProvider>
          </AuthProvider>,
        ),
      ),
    ]),
  );
}
