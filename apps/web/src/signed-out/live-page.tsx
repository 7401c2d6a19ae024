import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { SignedOutRoutes } from './signed-out-routes';

// The live signed-out page renders over the prerendered one (fields disabled until now).
const container = document.getElementById('root')!;
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <SignedOutRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
