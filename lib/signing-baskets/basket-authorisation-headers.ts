import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** An x-accept-fix list that names amount-as-string (any case, spaces around it); one pattern for the check and the document. */
export const amountAsStringFixPattern =
  '^(?:[^,]*,)*[ \\t]*[Aa][Mm][Oo][Uu][Nn][Tt]-[Aa][Ss]-[Ss][Tt][Rr][Ii][Nn][Gg][ \\t]*(?:,[^,]*)*$';
const amountAsStringFix = new RegExp(amountAsStringFixPattern);

/**
 * Spec "Start signing basket authorisation": x-accept-fix with amount-as-string, TPP-Session-ID, TPP-Redirect-URI,
 * PSU-ID and PSU-IP-Address are required. withXs2a already checked the format of every PSU header it reads (PSU-ID and
 * PSU-Device-ID UUIDs, PSU-Geo-Location, PSU-HTTP-Method, TPP-Redirect-Preferred).
 */
export function basketAuthorisationHeaders(headers: Headers, psu: PsuHeaders): void {
  if (!amountAsStringFix.test(headers.get('x-accept-fix') ?? ''))
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'x-accept-fix',
      text: 'x-accept-fix is required and must contain amount-as-string.',
    });
  const required: [string, string | undefined][] = [
    ['TPP-Session-ID', psu.tppSessionId],
    ['TPP-Redirect-URI', psu.tppRedirectUri],
    ['PSU-ID', psu.psuId],
    ['PSU-IP-Address', psu.psuIpAddress],
  ];
  const missing = required.find(([, value]) => value === undefined);
  if (missing)
    throw new Xs2aError('FORMAT_ERROR', {
      path: missing[0],
      text: `${missing[0]} is required to start the authorisation of a signing basket.`,
    });
}
