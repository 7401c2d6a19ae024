import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAppConfig } from '../../lib/app-config';

/** SPEC section 2: `/` sends the browser to the landing page, whose address comes from the server's configuration. */
export function LandingRedirect() {
  const config = useAppConfig();
  const landingUrl = config.data?.landingUrl;

  useEffect(() => {
    if (landingUrl) window.location.replace(landingUrl);
  }, [landingUrl]);

  if (config.error) {
    return (
      <div
        role="alert"
        className="flex min-h-screen flex-col items-center justify-center gap-4 text-center"
        data-testid="landing-redirect-error"
      >
        <p className="text-gray-700">Could not reach the server to find the landing page.</p>
        <Button variant="outline" onClick={config.retry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <Spinner
      label="Redirecting to landing page..."
      className="min-h-screen justify-center"
      data-testid="landing-redirect"
    />
  );
}
