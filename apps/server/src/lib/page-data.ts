/** JSON that cannot end its <script> element or open a comment: `<`, `>`, `&` and line separators become \u escapes. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A page's HTML with `data` in it as `<script type="application/json" id="<id>">`, in place of the template's
 * `<!--<id>-->`, so its first render needs no request (the hosted page's #payment-data, the subscription pages'
 * #page-data). A replacer function, not a replacement string: merchant text may hold `$&`, which a string would expand.
 */
export function embedPageData(template: string, id: string, data: unknown): string {
  return template.replace(
    `<!--${id}-->`,
    () => `<script type="application/json" id="${id}">${jsonForScript(data)}</script>`,
  );
}
