/** D27: why a certificate did not link an account to a TPP; each has a message on /portal/certificates. */
export type LinkRefusal =
  | 'challenge'
  | 'certificate'
  | 'validity'
  | 'usage'
  | 'identifier'
  | 'trust'
  | 'signature'
  | 'other-key'
  | 'unverified'
  | 'request'
  | 'key'
  | 'revoked';

export type LinkOutcome = { kind: 'linked'; tppId: string; name: string } | { kind: 'refused'; reason: LinkRefusal };
