import { z } from 'zod';

/** D5: every way real TPP clients write a signed request; the defaults are the spec's own form. */
export const signingOptionsSchema = z.object({
  /** The Signature header raw or as one RFC 2047 encoded word (`=?utf-8?B?…?=`, `=?utf-8?Q?…?=`). */
  wrap: z.enum(['none', 'rfc2047-B', 'rfc2047-Q']).default('none'),
  /** Where `(request-target)` goes in the default header list, if anywhere. */
  requestTarget: z.enum(['none', 'first', 'last']).default('first'),
  /** keyId serial: upper or lower case hex without leading zeros, or with a `00` prefix. */
  serialFormat: z.enum(['upper', 'lower', 'leading-zeros', 'lower-leading-zeros']).default('upper'),
  /** keyId issuer: RFC 2253 order, the reverse order, or RDNs joined by `, `. */
  issuerFormat: z.enum(['rfc2253', 'reversed', 'spaced']).default('rfc2253'),
  algorithm: z.enum(['rsa-sha256', 'rsa-sha512']).default('rsa-sha256'),
  digestAlgorithm: z.enum(['SHA-256', 'SHA-512']).default('SHA-256'),
  /** RFC 7231 IMF-fixdate, a day without zero padding, or `+0000` instead of `GMT`. */
  dateFormat: z.enum(['imf', 'unpadded-day', 'plus-0000']).default('imf'),
  /** Replaces the signed header list, e.g. to leave `digest` unsigned on purpose. */
  signedHeaders: z.array(z.string()).optional(),
  /** Headers not sent at all (they are still signed when `signedHeaders` names them). */
  omitHeaders: z.array(z.string()).default([]),
  /** Shifts the Date header, to test the 60 second window. */
  skewSeconds: z.number().default(0),
});

export type SigningOptions = z.input<typeof signingOptionsSchema>;
export type ResolvedSigningOptions = z.output<typeof signingOptionsSchema>;
