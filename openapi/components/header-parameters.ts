import { acceptFixes } from '@/lib/berlin-group/accept-fix';
import type { JsonSchema } from './json-schema';

// Spec "Common request headers" and "Authentication", D5: every request is signed like a real TPP signs it.

const header = (name: string, description: string, schema: JsonSchema, required = true): JsonSchema => ({ name, in: 'header', required, description, schema });

/** D6 and D20: the x-accept-fix table as the header's documentation, so the two cannot drift apart. */
const acceptFixDescription = [
  'Comma-separated opt-ins, compared case-insensitively; unknown values are ignored (D6).',
  ...acceptFixes.map((fix) => `\`${fix.value}\`: ${fix.effect}; ${fix.defaultFrom ? `the default since ${fix.defaultFrom}` : 'only when asked for, never the default'}.`),
  'Without `sca-status-upper-case`, every scaStatus in a response is the Berlin Group enum (received, psuIdentified, psuAuthenticated, scaMethodSelected, started, finalised, failed, exempted), as generated clients expect; with it, the upper-case names of the bank\'s specification (RECEIVED, PSU_IDENTIFIED, ..., FINALISED, FAILED, EXEMPTED) (D20).',
].join(' ');

export const headerParameters: Record<string, JsonSchema> = {
  XRequestId: header('X-Request-ID', 'A new UUID for every request, unique per TPP for 24 hours (D5). A repeated POST gets the first response again.', { type: 'string', format: 'uuid' }),
  Date: header('Date', 'RFC 7231 date of the request, at most 60 seconds from the server clock; covered by the signature (D5).', { type: 'string', example: 'Sat, 21 Nov 2026 08:00:00 GMT' }),
  Digest: header('Digest', 'SHA-256= or SHA-512= followed by the base64 hash of the exact body bytes (RFC 3230). Required when the request has a body.', { type: 'string', example: 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' }, false),
  Signature: header(
    'Signature',
    'HTTP signature (draft-cavage) with keyId="SN=<hex serial>,CA=<issuer DN>", algorithm rsa-sha256 or rsa-sha512, and headers covering date, x-request-id, digest (with a body) and any psu-id, psu-corporate-id, tpp-redirect-uri sent; (request-target) may be included. May be wrapped as an RFC 2047 encoded word (D5).',
    { type: 'string' },
  ),
  TppSignatureCertificate: header('TPP-Signature-Certificate', 'The base64 DER eIDAS QSealC whose key made the signature, with the PSD2 QCStatement (D3). In the sandbox a self-signed one is accepted (D4).', { type: 'string', format: 'byte' }),
  Accept: header('Accept', 'application/json (the only format offered; anything else is 406).', { type: 'string', example: 'application/json' }, false),
  XAcceptFix: header('x-accept-fix', acceptFixDescription, { type: 'string', example: 'amount-as-string' }, false),
};

/** $refs to the header parameters every operation takes. */
export const commonHeaderRefs: JsonSchema[] = Object.keys(headerParameters).map((name) => ({ $ref: `#/components/parameters/${name}` }));
