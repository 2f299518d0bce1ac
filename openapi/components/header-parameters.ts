import { acceptFixes } from '@/lib/berlin-group/accept-fix';
import { amountAsStringFixPattern } from '@/lib/signing-baskets/basket-authorisation-headers';
import { acceptPattern } from '@/lib/xs2a/request-format';
import {
  geoLocationPattern,
  psuHttpMethods,
  psuIpPortPattern,
  tppRedirectPreferredPattern,
  tppSessionIdPattern,
} from '@/lib/xs2a/psu-headers';
import type { JsonSchema } from './json-schema';

// Spec "Common request headers" and "Authentication", D5: every request is signed like a real TPP signs it.

const header = (name: string, description: string, schema: JsonSchema, required = true): JsonSchema => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

/** D6: the x-accept-fix table as the header's documentation, so the two cannot drift apart. */
const acceptFixDescription = [
  'Comma-separated opt-ins, compared case-insensitively; unknown values are ignored (D6).',
  ...acceptFixes.map(
    (fix) =>
      `\`${fix.value}\`: ${fix.effect}; ${fix.defaultFrom ? `the default since ${fix.defaultFrom}` : 'only when asked for, never the default'}.`,
  ),
  "Without `sca-status-upper-case`, every scaStatus in a response is the Berlin Group enum (received, psuIdentified, psuAuthenticated, scaMethodSelected, started, finalised, failed, exempted), as generated clients expect; with it, the upper-case names of the bank's specification (RECEIVED, PSU_IDENTIFIED, ..., FINALISED, FAILED, EXEMPTED) (D20).",
].join(' ');

export const headerParameters: Record<string, JsonSchema> = {
  XRequestId: header(
    'X-Request-ID',
    'A new UUID for every request, unique per TPP for 24 hours (D5). A POST repeated to the same path gets the first response again and creates nothing, waiting up to 5 s while the first is still being processed (then 409 STATUS_INVALID with Retry-After); any other repeat is 400 FORMAT_ERROR.',
    { type: 'string', format: 'uuid' },
  ),
  Date: header(
    'Date',
    'RFC 7231 date of the request, at most 60 seconds from the server clock; covered by the signature (D5).',
    { type: 'string', example: 'Sat, 21 Nov 2026 08:00:00 GMT' },
  ),
  Digest: header(
    'Digest',
    'SHA-256= or SHA-512= followed by the base64 hash of the exact body bytes (RFC 3230). Required when the request has a body.',
    { type: 'string', example: 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' },
    false,
  ),
  Signature: header(
    'Signature',
    'HTTP signature (draft-cavage) with keyId="SN=<hex serial>,CA=<issuer DN>", algorithm rsa-sha256 or rsa-sha512, and headers covering date, x-request-id, digest (with a body) and any psu-id, psu-corporate-id, tpp-redirect-uri sent; (request-target) may be included. May be wrapped as an RFC 2047 encoded word (D5).',
    { type: 'string' },
  ),
  TppSignatureCertificate: header(
    'TPP-Signature-Certificate',
    'The base64 DER eIDAS QSealC whose key made the signature, with the PSD2 QCStatement (D3). In the sandbox a self-signed one is accepted (D4).',
    { type: 'string', format: 'byte' },
  ),
  Accept: header(
    'Accept',
    'application/json (the only format offered): a media range that covers JSON (application/json or another JSON type, application/*, */*) and none of those with q=0; anything else is 406 (D2). Answers are UTF-8: an Accept-Charset that excludes UTF-8 is 406 too.',
    { type: 'string', pattern: acceptPattern, example: 'application/json' },
    false,
  ),
  XAcceptFix: header('x-accept-fix', acceptFixDescription, { type: 'string', example: 'amount-as-string' }, false),
};

const optionalHeader = (name: string, description: string, schema: JsonSchema): JsonSchema =>
  header(name, description, schema, false);
const uuid: JsonSchema = { type: 'string', format: 'uuid', example: '3d9a6c4e-1f2b-4c8d-9e7a-5b6c7d8e9f01' };

/**
 * Spec "SCA redirect flow" and D8: who the PSU is and whether the PSU is present. withXs2a reads and checks these on
 * every operation (400 FORMAT_ERROR naming a malformed header), so every operation declares them.
 */
export const psuHeaderParameters: Record<string, JsonSchema> = {
  PsuId: optionalHeader(
    'PSU-ID',
    'The UUID the bank sent in psu-id on the redirect after SCA, stable per TPP and PSU (D8). Signed when sent (D5). Account information finds the consent by it; without it the answer is 401 with scaRedirect.',
    uuid,
  ),
  PsuCorporateId: optionalHeader(
    'PSU-Corporate-ID',
    'The UUID of the corporate context, from psu-corporate-id on the redirect or from GET /v1/agreements. Signed when sent (D5). A corporate-only PSU without it is 400 CORPORATE_ID_INVALID (D20).',
    uuid,
  ),
  PsuIpAddress: optionalHeader(
    'PSU-IP-Address',
    'The PSU\'s IP address when the PSU is present: an IPv4 address in dotted-decimal form or an IPv6 address, else 400 FORMAT_ERROR. Without it, balances and transactions fall under the limits without the PSU present: 4 calls a day per account and 90 days of history (spec "Limits", D15).',
    { type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }], example: '192.0.2.10' },
  ),
  PsuContext: optionalHeader(
    'PSU-Context',
    "PRIVATE or CORPORATE, in any case: preselects the context of the SCA a consent starts (D17). Any other value, and the header on other operations, is ignored. Text outside the bank's character set is 400 FORMAT_ERROR (D12).",
    { type: 'string', example: 'PRIVATE' },
  ),
};

const checkedEverywhere =
  'Checked on every operation when sent (400 FORMAT_ERROR naming the header), so one set of headers is valid on every call; it matters only on operations whose answer may start an SCA.';

/**
 * Spec "SCA redirect flow" and D17: where the PSU returns after SCA and how the SCA is offered. withXs2a reads and checks
 * these on every operation (readPsuHeaders) and a TPP may send them on any request, so every operation declares
 * them; they matter only where the answer may carry a scaRedirect.
 */
export const scaRedirectHeaderParameters: Record<string, JsonSchema> = {
  TppRedirectUri: optionalHeader(
    'TPP-Redirect-URI',
    `Where the bank sends the PSU after SCA: absolute https (http only to localhost in the sandbox), no fragment; in production a host registered for the TPP (D17). Required whenever the answer may carry a scaRedirect, else 400 FORMAT_ERROR. Signed when sent (D5). Text outside the bank's character set is 400 FORMAT_ERROR on every operation (D12).`,
    { type: 'string', format: 'uri', example: 'https://tpp.example/callback?state=af0ifjsldkj' },
  ),
  TppNokRedirectUri: optionalHeader(
    'TPP-Nok-Redirect-URI',
    `Where the PSU goes after a failed SCA; honoured only on the origin of TPP-Redirect-URI, since it is not among the signed headers (D17). Text outside the bank's character set is 400 FORMAT_ERROR on every operation (D12).`,
    { type: 'string', format: 'uri', example: 'https://tpp.example/failed' },
  ),
  TppSessionId: optionalHeader(
    'TPP-Session-ID',
    `Correlates the redirect with the request; an SCA completed within a session spares the PSU another for an hour (spec "TPP session rules"). 1 to 100 printable ASCII characters without spaces. ${checkedEverywhere}`,
    { type: 'string', pattern: tppSessionIdPattern, maxLength: 100, example: 'session-7f3a' },
  ),
  TppRedirectPreferred: optionalHeader(
    'TPP-Redirect-Preferred',
    `true or false, in any case: false offers approval in the bank's mobile app where available (spec "SCA redirect flow" 7); default true. ${checkedEverywhere}`,
    { type: 'string', pattern: tppRedirectPreferredPattern, example: 'false' },
  ),
  TppExplicitAuthorisationPreferred: optionalHeader(
    'TPP-Explicit-Authorisation-Preferred',
    `true or false, in any case. On the creation of a payment or signing basket, true starts no SCA: the answer carries no scaRedirect and the TPP starts it with a POST to startAuthorisation; false or absent starts it at once, and startAuthorisation then takes that SCA over while it is unopened (D22). ${checkedEverywhere}`,
    { type: 'string', pattern: tppRedirectPreferredPattern, example: 'true' },
  ),
};

const forwardedText = "Text in the bank's character set, else 400 FORMAT_ERROR naming the header (D12).";

/**
 * What the TPP forwards of the PSU's own request, when it has it. withXs2a reads and checks these on every operation
 * (400 FORMAT_ERROR naming the header when malformed), so every operation declares them.
 */
export const forwardedPsuHeaderParameters: Record<string, JsonSchema> = {
  PsuIpPort: optionalHeader('PSU-IP-Port', "The port of the PSU's connection to the TPP: a number from 0 to 65535.", {
    type: 'string',
    pattern: psuIpPortPattern,
    example: '1234',
  }),
  PsuUserAgent: optionalHeader('PSU-User-Agent', `The User-Agent of the PSU's browser or app. ${forwardedText}`, {
    type: 'string',
  }),
  PsuAccept: optionalHeader('PSU-Accept', `The Accept header of the PSU's request. ${forwardedText}`, {
    type: 'string',
  }),
  PsuAcceptCharset: optionalHeader(
    'PSU-Accept-Charset',
    `The Accept-Charset header of the PSU's request. ${forwardedText}`,
    { type: 'string' },
  ),
  PsuAcceptEncoding: optionalHeader(
    'PSU-Accept-Encoding',
    `The Accept-Encoding header of the PSU's request. ${forwardedText}`,
    { type: 'string' },
  ),
  PsuAcceptLanguage: optionalHeader(
    'PSU-Accept-Language',
    `The Accept-Language header of the PSU's request. ${forwardedText}`,
    { type: 'string' },
  ),
  PsuHttpMethod: optionalHeader(
    'PSU-HTTP-Method',
    `The method of the PSU's request to the TPP: ${psuHttpMethods.join(', ')}.`,
    { type: 'string', enum: psuHttpMethods },
  ),
  PsuDeviceId: optionalHeader(
    'PSU-Device-ID',
    "A UUID for the PSU's device or for the installation of the app on it.",
    uuid,
  ),
  PsuGeoLocation: optionalHeader(
    'PSU-Geo-Location',
    'Where the PSU is: `GEO:<latitude>;<longitude>` (a comma is accepted in place of the semicolon, and `GEO` in any case, as RFC 2426 GEO values allow), latitude -90 to 90 and longitude -180 to 180.',
    { type: 'string', pattern: geoLocationPattern, example: 'GEO:59.913868;10.752245' },
  ),
};

/** The header parameters every operation takes, by components/parameters name. */
export const commonHeaderNames = [
  ...Object.keys(headerParameters),
  ...Object.keys(psuHeaderParameters),
  ...Object.keys(forwardedPsuHeaderParameters),
  ...Object.keys(scaRedirectHeaderParameters),
];

/**
 * The optional headers that some operations require (TPP-Redirect-URI where the answer always carries a scaRedirect;
 * the spec's list for a signing basket's authorisation), as `<name>Required` parameters: a $ref cannot change
 * `required`, so each has its own copy.
 */
const requirable = ['XAcceptFix', 'TppRedirectUri', 'TppSessionId', 'PsuId', 'PsuIpAddress'] as const;
export type RequirableHeader = (typeof requirable)[number];

export const requiredHeaderParameters: Record<string, JsonSchema> = Object.fromEntries(
  requirable.map((name) => [
    `${name}Required`,
    { ...(headerParameters[name] ?? psuHeaderParameters[name] ?? scaRedirectHeaderParameters[name]), required: true },
  ]),
);
// Spec "Start signing basket authorisation": where x-accept-fix is required, it must name amount-as-string.
requiredHeaderParameters.XAcceptFixRequired = {
  ...requiredHeaderParameters.XAcceptFixRequired,
  description: `Must name amount-as-string (else 400 FORMAT_ERROR naming the header). ${acceptFixDescription}`,
  schema: { type: 'string', pattern: amountAsStringFixPattern, example: 'amount-as-string' },
};
