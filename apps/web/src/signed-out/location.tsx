import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The few routing helpers the signed-out pages use (Link, Navigate, Outlet, useLocation, useNavigate, useParams,
 * useSearchParams), on the browser's history alone. The signed-out build resolves `react-router` to this file
 * (vite.config.ts), so the auth pages shared with the merchant app keep their imports while this entry leaves out
 * the router library (about a seventh of its script). History entries use react-router's shape
 * (`{ usr, key, idx }`), so the merchant app reads a state this entry wrote once the visitor moves on to it.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

interface Router {
  location: Location;
  navigate: Navigate;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function locationOf(url: URL, entry: HistoryEntry | null): Location {
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

const listeners = new Set<() => void>();
let current: Location | null = null;

function browserLocation(): Location {
  current ??= locationOf(new URL(window.location.href), window.history.state as HistoryEntry | null);
  return current;
}

function changed(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', changed);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

function browserNavigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const idx = ((window.history.state as HistoryEntry | null)?.idx ?? 0) + (replace ? 0 : 1);
  const entry: HistoryEntry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  changed();
}

const RouterContext = createContext<Router | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The current location for the pages below: the browser's, or a fixed one (`url`) when the pages are rendered to
 * HTML at build time, where nothing navigates.
 */
export function LocationProvider({ url, children }: { url?: string; children: ReactNode }) {
  const fixed = useMemo(() => (url === undefined ? null : locationOf(new URL(url, 'http://localhost'), null)), [url]);
  const live = useSyncExternalStore(subscribe, browserLocation, () => fixed!);
  const router = useMemo<Router>(
    () => (fixed ? { location: fixed, navigate: () => undefined } : { location: live, navigate: browserNavigate }),
    [fixed, live],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The signed-out pages render inside LocationProvider');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(useLocation().search)];
}

/** The path's parameters (`/subscribe/:planId`) for the page below, as the route that matched it read them. */
export function WithParams({ params, children }: { params: Readonly<Record<string, string>>; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

/** Renders `element` where the layout it wraps puts its <Outlet />. */
export function WithOutlet({ element, children }: { element: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={element}>{children}</OutletContext.Provider>;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string } & NavigateOptions;

/** An anchor that moves within the page unless the visitor asks for a new tab or window (modifier keys, target). */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}
