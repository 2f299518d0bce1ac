// React escapes `<` in text and attribute values, so in its HTML `<script` and `<link` only ever open a tag.
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptPreload = /<link\b(?=[^>]*\b(?:as="script"|rel="modulepreload"))[^>]*>/gi;
const noscriptTag = /<\/?noscript\s*>/gi;

/**
 * D17: a page's HTML without its script elements and script preloads, and with what its `<noscript>` holds in place
 * (a browser with scripting on would never show it, and no script comes); everything else is kept byte for byte.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(scriptPreload, '').replace(noscriptTag, '');
}
