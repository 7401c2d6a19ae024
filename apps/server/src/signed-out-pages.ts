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

/** For a built web app: the HTML file (relative to webDist) a GET of a URL gets, or undefined for index.html. */
export function signedOutPages(webDist: string): (url: string) => string | undefined {
  const built = (file: string) => existsSync(path.join(webDist, file));
  const entry = built('signed-out.html') ? 'signed-out.html' : undefined;
  const prerendered = new Set(
    [...SIGNED_OUT_PAGES.keys()].flatMap((page) => [`${page.slice(1)}.html`, `${page.slice(1)}-without-token.html`]).filter(built),
  );
  return (url) => {
    const { pathname, searchParams } = new URL(url, 'http://paylink.invalid');
    const page = SIGNED_OUT_PAGES.get(pathname);
    if (!page) return undefined;
    const file = page.needsToken && !searchParams.get('token') ? `${pathname.slice(1)}-without-token.html` : `${pathname.slice(1)}.html`;
    return prerendered.has(file) ? file : entry;
  };
}
