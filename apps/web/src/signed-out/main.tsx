import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/providers';
import { provideAppConfig, type AppConfig } from '../lib/app-config';
import { embeddedPageData } from '../lib/page-data';
import { LocationProvider } from './location';
import { SignedOutRoutes } from './signed-out-routes';
import './signed-out.css';

/**
 * The signed-out pages' own entry (signed-out.html, on Preact like the hosted page): /login, /register,
 * /forgot-password, /reset-password and /verify-email, and the customer's public subscription pages
 * (/subscribe/:planId, /subscription/:token), without the merchant app's bundle. The server sends the page's
 * prerendered HTML (src/signed-out/prerender.tsx), which this first render replaces.
 */
// The subscription pages come with the public config in their #page-data (apps/server/src/routes/subscription-pages.ts).
const config = embeddedPageData<{ config?: AppConfig }>('page-data')?.config;
if (config) provideAppConfig(config);

const container = document.getElementById('root')!;
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <LocationProvider>
        <SignedOutRoutes />
      </LocationProvider>
    </AppProviders>
  </StrictMode>,
);
