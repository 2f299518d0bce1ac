import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * Spec "Start signing basket authorisation": x-accept-fix with amount-as-string, TPP-Session-ID, TPP-Redirect-URI,
 * PSU-ID and PSU-IP-Address are required. withXs2a already checked the format of every PSU header it reads (PSU-ID and
 * PSU-Device-ID UUIDs, PSU-Geo-Location, PSU-HTTP-Method, TPP-Redirect-Preferred).
 */
export function basketAuthorisationHeaders(headers: Headers, psu: PsuHeaders): void {
  const fixes = (headers.get('x-accept-fix') ?? '').split(',').map((value) => value.trim().toLowerCase());
  if (!fixes.includes('amount-as-string')) throw new Xs2aError('FORMAT_ERROR', { path: 'x-accept-fix', text: 'x-accept-fix is required and must contain amount-as-string.' });
  const required: [string, string | undefined][] = [
    ['TPP-Session-ID', psu.tppSessionId],
    ['TPP-Redirect-URI', psu.tppRedirectUri],
    ['PSU-ID', psu.psuId],
    ['PSU-IP-Address', psu.psuIpAddress],
  ];
  const missing = required.find(([, value]) => value === undefined);
  if (missing) throw new Xs2aError('FORMAT_ERROR', { path: missing[0], text: `${missing[0]} is required to start the authorisation of a signing basket.` });
}
