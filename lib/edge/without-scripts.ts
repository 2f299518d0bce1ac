// React escapes `<` in text and attribute values, so in its HTML `<script` and `<link` only ever open a tag.
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptPreload = /<link\b(?=[^>]*\b(?:as="script"|rel="modulepreload"))[^>]*>/gi;

/** D17: a page's HTML without its script elements and script preloads; everything else is kept byte for byte. */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(scriptPreload, '');
}
