import { headers } from 'next/headers';
import { psuPageHeader } from '@/lib/web/security-headers';

/** The path and query of the page being rendered, set by proxy.ts on the pages it covers; null elsewhere. */
export async function psuPagePath(): Promise<string | null> {
  return (await headers()).get(psuPageHeader);
}
