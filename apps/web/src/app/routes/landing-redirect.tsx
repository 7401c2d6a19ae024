import { useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useAppConfig } from '../../lib/app-config';

/** SPEC section 2: without a configured address the landing page is on this host at port 3000. */
function defaultLandingUrl(): string {
  return `${window.location.protocol}//${window.location.hostname}:3000`;
}

export function LandingRedirect() {
  const config = useAppConfig();

  useEffect(() => {
    if (config.isPending) return;
    window.location.replace(config.data?.landingUrl || defaultLandingUrl());
  }, [config.isPending, config.data]);

  return <Spinner label="Redirecting to landing page..." className="min-h-screen justify-center" data-testid="landing-redirect" />;
}
