const scriptFreePrefixes = ['/sca', '/my-consents', '/privacy', '/help'];

/** D17: whether a path is one of the PSU pages (app/(psu)/), which the browser gets without any script. */
export function isScriptFreePage(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return scriptFreePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
