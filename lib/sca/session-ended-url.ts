import { scaHandleParameter } from '@/lib/sca/sca-page-url';

/** D29: the "Your session has ended" dead end, naming the SCA when the address it came from did (its way back). */
export function sessionEndedUrl(authorisationId: string | null | undefined): string {
  const query = new URLSearchParams({ reason: 'session-expired' });
  if (authorisationId) query.set(scaHandleParameter, authorisationId);
  return `/sca/ended?${query}`;
}
