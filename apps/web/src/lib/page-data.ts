/**
 * Data the server put into the page's HTML as `<script type="application/json" id="<id>">` (the hosted page's
 * #payment-data, the subscription pages' #page-data), so the first render needs no request; null without it (the
 * Vite dev server, a prerender, or a page served without data).
 */
export function embeddedPageData<T>(id: string): T | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}
