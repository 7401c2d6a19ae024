import { useEffect, useState } from 'react';
import type { ClientConfig } from '@paylink/shared';
import { api } from './api-client';

/** Public runtime settings served by GET /api/config. */
export type AppConfig = ClientConfig;

// The config only changes with a server restart, so one fetch per page load is enough. Plain state rather
// than a query client: the hosted payment page uses this too and ships without react-query.
let loaded: AppConfig | undefined;
let loading: Promise<AppConfig> | null = null;

export function getAppConfig(): Promise<AppConfig> {
  loading ??= api<AppConfig>('/api/config').then(
    (config) => (loaded = config),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A page whose HTML already carries the config (the hosted payment page) hands it over here: no request. */
export function provideAppConfig(config: AppConfig): void {
  loaded = config;
  loading = Promise.resolve(config);
}

export function useAppConfig() {
  const [data, setData] = useState(loaded);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (data) return;
    let active = true;
    getAppConfig().then(
      (config) => active && setData(config),
      (err: unknown) => active && setError(err),
    );
    return () => {
      active = false;
    };
  }, [data, attempt]);

  return {
    data,
    error,
    isPending: !data && !error,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
