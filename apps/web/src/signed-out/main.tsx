import '../index.css';

/**
 * The signed-out pages' own entry (signed-out.html, on Preact like the hosted page): /login, /register,
 * /forgot-password, /reset-password and /verify-email without the merchant app's bundle. The server sends the
 * page's prerendered HTML (src/signed-out/prerender.tsx, stylesheet inline): that is the first paint. The live
 * page's script (live-page.tsx: the forms, their validation, the router) is fetched once that paint is on screen,
 * so neither its download nor its evaluation holds it back.
 */
requestAnimationFrame(() => setTimeout(() => void import('./live-page')));
