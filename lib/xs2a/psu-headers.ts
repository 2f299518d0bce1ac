import { isIP } from 'node:net';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { decodeHeaderText } from '@/lib/xs2a/decode-header-text';
import { isUuid } from '@/lib/xs2a/request-format';

/** The PSU and TPP-flow headers of a request, read and checked once by withXs2a. */
export type PsuHeaders = {
  /** D8: a UUID stable per (TPP, PSU). */
  psuId?: string;
  psuCorporateId?: string;
  /** Spec 9 (SCA flow): present when the PSU is present in real time. */
  psuIpAddress?: string;
  psuIpPort?: string;
  psuUserAgent?: string;
  psuDeviceId?: string;
  psuGeoLocation?: string;
  psuAcceptLanguage?: string;
  /** D17: honoured when a consent is created; otherwise ignored. */
  psuContext?: 'PRIVATE' | 'CORPORATE';
  tppRedirectUri?: string;
  tppNokRedirectUri?: string;
  tppSessionId?: string;
  /** Spec 7: `false` offers approval in the mobile app; default true. */
  tppRedirectPreferred: boolean;
  /** D22: true creates a payment or signing basket without starting its SCA; absent means false. */
  tppExplicitAuthorisationPreferred?: boolean;
};

/**
 * D25: PSU-Geo-Location, `GEO:<latitude>;<longitude>` (or a comma), `GEO` in any case, a place on earth. The one
 * pattern the check and the OpenAPI document share, written for JSON Schema (no flags).
 */
export const geoLocationPattern =
  '^[Gg][Ee][Oo]:-?(?:90(?:\\.0+)?|[0-8]?[0-9](?:\\.[0-9]+)?)[;,]-?(?:180(?:\\.0+)?|(?:1[0-7][0-9]|0?[0-9]{1,2})(?:\\.[0-9]+)?)$';
const geoLocation = new RegExp(geoLocationPattern);

/** Spec "TPP session rules": TPP-Session-ID is 1 to 100 printable ASCII characters, no space; one pattern for the check and the document. */
export const tppSessionIdPattern = '^[!-~]{1,100}$';
const tppSessionId = new RegExp(tppSessionIdPattern);

/**
 * Spec "SCA redirect flow" 7: TPP-Redirect-Preferred is true or false in any case, as a pattern without flags; so is
 * TPP-Explicit-Authorisation-Preferred (D22).
 */
export const tppRedirectPreferredPattern = '^(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$';
const trueOrFalse = new RegExp(tppRedirectPreferredPattern);

/** PSU-IP-Port: a port number, 0 to 65535 (at most five digits, leading zeros allowed); one pattern for the check and the document. */
export const psuIpPortPattern = '^(?:[0-9]{1,4}|[0-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$';
const psuIpPort = new RegExp(psuIpPortPattern);

/** Spec "Start signing basket authorisation": the methods PSU-HTTP-Method may name. */
export const psuHttpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Spec "Start signing basket authorisation": PSU headers the service forwards or ignores, still text the bank receives.
const otherPsuHeaders = ['PSU-Accept', 'PSU-Accept-Charset', 'PSU-Accept-Encoding'];

/**
 * The trimmed value of a header, decoded and held to the bank's character set (D12); undefined only when not sent. A
 * header sent empty is a value like any other and meets the same check.
 */
function optional(headers: Headers, name: string): string | undefined {
  const value = headers.get(name);
  // RFC 9110 §5.5: only spaces and tabs surround a value. String.trim would also cut the octet 0xA0 that ends the UTF-8
  // of "à" or a no-break space, leaving broken UTF-8 that then reads as other characters.
  return value === null ? undefined : decodeHeaderText(value.replace(/^[ \t]+|[ \t]+$/g, ''), name);
}

function requireFormat(
  value: string | undefined,
  isValid: (value: string) => boolean,
  header: string,
  expectation: string,
): string | undefined {
  if (value !== undefined && !isValid(value)) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: header,
      text: `${header} must be ${expectation}; got "${value.slice(0, 80)}".`,
    });
  }
  return value;
}

/** A true/false header in any case, lowercased; undefined when not sent. */
function readFlag(headers: Headers, name: string): string | undefined {
  return requireFormat(
    optional(headers, name),
    (value) => trueOrFalse.test(value),
    name,
    'true or false',
  )?.toLowerCase();
}

export function readPsuHeaders(headers: Headers): PsuHeaders {
  for (const name of otherPsuHeaders) optional(headers, name);
  requireFormat(
    optional(headers, 'PSU-HTTP-Method'),
    (value) => psuHttpMethods.includes(value),
    'PSU-HTTP-Method',
    `one of ${psuHttpMethods.join(', ')}`,
  );
  const redirectPreferred = readFlag(headers, 'TPP-Redirect-Preferred');
  const explicitAuthorisationPreferred = readFlag(headers, 'TPP-Explicit-Authorisation-Preferred');
  const context = optional(headers, 'PSU-Context')?.toUpperCase();
  return {
    psuId: requireFormat(optional(headers, 'PSU-ID'), isUuid, 'PSU-ID', 'the UUID the bank sent in psu-id after SCA'),
    psuCorporateId: requireFormat(
      optional(headers, 'PSU-Corporate-ID'),
      isUuid,
      'PSU-Corporate-ID',
      'the UUID the bank sent in psu-corporate-id or listed in GET /v1/agreements',
    ),
    psuIpAddress: requireFormat(
      optional(headers, 'PSU-IP-Address'),
      (value) => isIP(value) !== 0,
      'PSU-IP-Address',
      'an IPv4 or IPv6 address',
    ),
    psuIpPort: requireFormat(
      optional(headers, 'PSU-IP-Port'),
      (value) => psuIpPort.test(value),
      'PSU-IP-Port',
      'a port number from 0 to 65535',
    ),
    psuUserAgent: optional(headers, 'PSU-User-Agent'),
    psuDeviceId: requireFormat(optional(headers, 'PSU-Device-ID'), isUuid, 'PSU-Device-ID', 'a UUID'),
    psuGeoLocation: requireFormat(
      optional(headers, 'PSU-Geo-Location'),
      (value) => geoLocation.test(value),
      'PSU-Geo-Location',
      'GEO:<latitude>;<longitude> with latitude -90 to 90 and longitude -180 to 180',
    ),
    psuAcceptLanguage: optional(headers, 'PSU-Accept-Language'),
    psuContext: context === 'PRIVATE' || context === 'CORPORATE' ? context : undefined,
    tppRedirectUri: optional(headers, 'TPP-Redirect-URI'),
    tppNokRedirectUri: optional(headers, 'TPP-Nok-Redirect-URI'),
    tppSessionId: requireFormat(
      optional(headers, 'TPP-Session-ID'),
      (value) => tppSessionId.test(value),
      'TPP-Session-ID',
      'at most 100 printable ASCII characters',
    ),
    tppRedirectPreferred: redirectPreferred !== 'false',
    tppExplicitAuthorisationPreferred: explicitAuthorisationPreferred === 'true',
  };
}
