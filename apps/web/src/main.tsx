import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import './index.css';

const container = document.getElementById('root')!;

/** Resolves once the router has loaded the first page's code (its routes are lazy). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A prerendered page (/login, /register) stays on screen until its code is loaded, so the app renders the
// same page over it instead of a blank screen in between.
void (container.hasChildNodes() ? routerReady() : Promise.resolve()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
