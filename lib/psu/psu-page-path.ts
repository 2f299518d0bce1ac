import { headers } from 'next/headers';
import { psuPageHeader } from '@/lib/web/security-headers';

/** The path and query of the PSU page being rendered, or null outside the PSU pages and the home page. */
export async function psuPagePath(): Promise<string | null> {
  return (await headers()).get(psuPageHeader);
}
