import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { AuthProvider } from '../lib/auth/auth-provider';

/**
 * The signed-out entry pages, rendered to HTML at build time (apps/web/vite.config.ts writes login.html and
 * register.html beside index.html). A visitor sees the form as soon as the HTML and CSS arrive; the app's
 * script then renders the same page over it. Until then the form's fields and buttons are disabled, so nothing
 * typed is lost when the live form replaces the picture of it.
 */
const PAGES: Record<string, ComponentType> = { login: LoginPage, register: RegisterPage };

function disableControls(html: string): string {
  return html.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');
}

export function prerenderedPages(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([name, Page]) => [
      name,
      disableControls(
        renderToString(
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <MemoryRouter initialEntries={[`/${name}`]}>
              <Page />
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>,
        ),
      ),
    ]),
  );
}
