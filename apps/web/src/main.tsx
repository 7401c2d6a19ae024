import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { showCarriedToasts } from './lib/carried-toasts';
import './index.css';

// Signing in on the signed-out pages (their own build) loads this app as a new page; their toast shows here.
showCarriedToasts();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
