'use client';

import { useEffect } from 'react';

/**
 * D29: forwards the browser to `path` after `seconds`. With scripts, a timer that replaces the page in the history;
 * without them, a refresh in `<noscript>` (which a browser running scripts never parses) to the same path after the same
 * wait, so the page forwards as it says it will either way. `path` is one of our own paths, never a TPP's address, and
 * React escapes it as an attribute value.
 */
export function ForwardAfter({ path, seconds }: { path: string; seconds: number }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(path), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [path, seconds]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${seconds};url=${path}`} />
    </noscript>
  );
}
