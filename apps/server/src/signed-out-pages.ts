import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The signed-out pages have their own light build (apps/web/signed-out.html, Preact, none of the merchant app).
 * The build also prerenders each of them into `<page>.html` (the form as it first paints); a page that reads a
 * `token` from its link is prerendered twice: `<page>.html` as a link with a token shows it, and
 * `<page>-without-token.html` (the invalid-link state).
 */
const SIGNED_OUT_PAGES = new Map<string, { needsToken: boolean }>([
  ['/login', { needsToken: false }],
  ['/register', { needsToken: false }],
  ['/forgot-password', { needsToken: false }],
  ['/reset-password', { needsToken: true }],
  ['/verify-email', { needsToken: true }],
]);

/**
 * The customer's subscription pages (/subscribe/:planId, /subscription/:token) are in the same build, prerendered
 * once each as `<page>.html`: their frame and loading state, the same for every plan and link.
 */
const PAGES_WITH_PARAM = ['subscribe', 'subscription'];

/** The prerendered file a path gets if the build wrote it, or undefined for a path none of these pages has. */
function prerenderedFile(pathname: string, searchParams: URLSearchParams): string | undefined {
  const page = SIGNED_OUT_PAGES.get(pathname);
  if (page)
    return page.needsToken && !searchParams.get('token')
      ? `${pathname.slice(1)}-without-token.html`
      : `${pathname.slice(1)}.html`;
  const withParam = /^\/([^/]+)\/[^/]+$/.exec(pathname)?.[1];
  return withParam && PAGES_WITH_PARAM.includes(withParam) ? `${withParam}.html` : undefined;
}

/** For a built web app: the HTML file (relative to webDist) a GET of a URL gets, or undefined for index.html. */
export function signedOutPages(webDist: string): (url: string) => string | undefined {
  const built = (file: string) => existsSync(path.join(webDist, file));
  const entry = built('signed-out.html') ? 'signed-out.html' : undefined;
  const prerendered = new Set(
    [...SIGNED_OUT_PAGES.keys()]
      .flatMap((page) => [`${page.slice(1)}.html`, `${page.slice(1)}-without-token.html`])
      .concat(PAGES_WITH_PARAM.map((page) => `${page}.html`))
      .filter(built),
  );
  return (url) => {
    const { pathname, searchParams } = new URL(url, 'http://paylink.invalid');
    const file = prerenderedFile(pathname, searchParams);
    if (!file) return undefined;
    return prerendered.has(file) ? file : entry;
  };
}
