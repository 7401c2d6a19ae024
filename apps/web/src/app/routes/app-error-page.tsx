import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { connectionLost, isConnectionLost } from '../../lib/connection-status';

/** A page's code that failed to download (server down, or a new release replaced it) is not a bug in the page. */
function unreachable(error: unknown): boolean {
  return isConnectionLost() || (error instanceof TypeError && /fetch|import|module/i.test(error.message));
}

/** Every screen's error boundary: a friendly page with a way on, never the framework's raw error screen. */
export function AppErrorPage() {
  const error = useRouteError();
  const offline = unreachable(error);
  // A page that could not be downloaded is a sign the connection is gone: the banner checks, and says when it is back.
  useEffect(() => {
    if (offline) connectionLost();
  }, [offline]);
  const title =
    isRouteErrorResponse(error) && error.status === 404
      ? 'Page not found'
      : offline
        ? 'Paylink cannot be reached'
        : 'Something went wrong';
  const detail = offline
    ? 'Check your connection. Your data is safe: nothing was lost, and the page loads again once Paylink is back.'
    : 'This page hit an unexpected error. Try again; if it keeps happening, contact support.';
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4" data-testid="app-error">
      <div className="w-full max-w-md space-y-4 rounded-xl border border-gray-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <p className="text-sm text-gray-600">{detail}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClasses('primary', 'md')}
            onClick={() => window.location.reload()}
            data-testid="app-error-retry"
          >
            Try again
          </button>
          <a href="/dashboard" className={buttonClasses('outline', 'md')}>
            Go to the dashboard
          </a>
        </div>
      </div>
    </main>
  );
}
