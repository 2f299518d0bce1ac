'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/**
 * D30: the language switch's way back in a frame that stays while the visitor navigates (the portal's layout): the
 * address shown now, or the server's `fallback` before the page's script runs.
 */
export function CurrentPathInput({ name, fallback }: { name: string; fallback: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = pathname ? `${pathname}${search ? `?${search}` : ''}` : fallback;
  return <input type="hidden" name={name} value={current} />;
}
