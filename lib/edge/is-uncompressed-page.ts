// D27: pages that show a secret no mask can hide (the two-step set-up key, which the developer types); beside the
// request text every page reflects, a compressed body would let BREACH read it back from the answers' sizes.
const uncompressedPaths = ['/portal/security'];

/** Whether a path's page is sent uncompressed, whatever the browser accepts. */
export function isUncompressedPage(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return uncompressedPaths.includes(pathname.replace(/\/+$/, '') || '/');
}
