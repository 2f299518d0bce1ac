'use client';

import { useEffect } from 'react';

/**
 * D29: forwards the browser to `path`, one of our own paths, after `seconds`: a timer that replaces the page in the
 * history, or without scripts a refresh in `<noscript>` to the same path after the same wait.
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
