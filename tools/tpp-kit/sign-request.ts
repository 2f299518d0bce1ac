import { X509Certificate, randomUUID, sign } from 'node:crypto';
import { computeDigest, toBodyBytes, type RequestBody } from './body-bytes';
import { formatHttpDate } from './format-http-date';
import { formatKeyId } from './format-key-id';
import { encodeRfc2047 } from './encode-rfc2047';
import { signingOptionsSchema, type ResolvedSigningOptions, type SigningOptions } from './signing-options';

/** What signing needs from a TPP certificate; an `IssuedCertificate` fits as it is. */
export type SigningCertificate = {
  certificatePem?: string;
  certificateBase64?: string;
  privateKeyPem: string;
  serialNumberHex: string;
  issuerDn: string;
};

export type SignRequestInput = {
  method: string;
  /** Path and query (`/v1/accounts?withBalance=true`) or an absolute URL. */
  url: string;
  /** Sent as given; a header given here (Date, Digest, X-Request-ID, …) replaces the computed one. */
  headers?: Record<string, string>;
  body?: RequestBody;
  certificate: SigningCertificate;
  options?: SigningOptions;
  now?: Date;
};

export type SignedRequest = { headers: Record<string, string>; body?: Uint8Array; signingString: string };

// D5: the headers a request signs whenever it carries them, in this order.
const signedWhenPresent = ['date', 'digest', 'x-request-id', 'psu-id', 'psu-corporate-id', 'tpp-redirect-uri'];

function certificateBase64(certificate: SigningCertificate): string {
  if (certificate.certificateBase64) return certificate.certificateBase64;
  if (certificate.certificatePem) return new X509Certificate(certificate.certificatePem).raw.toString('base64');
  throw new Error('The signing certificate needs certificatePem or certificateBase64');
}

/** Cavage draft 2.3: `(request-target)` is the lower-case method, a space, and the path with its query. */
export function requestTarget(method: string, url: string): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  return `${method.toLowerCase()} ${pathname}${search}`;
}

function defaultSignedHeaders(present: (name: string) => boolean, placement: ResolvedSigningOptions['requestTarget']) {
  const names = signedWhenPresent.filter(present);
  if (placement === 'first') return ['(request-target)', ...names];
  if (placement === 'last') return [...names, '(request-target)'];
  return names;
}

/** Signs a request the way a TPP does (spec "Authentication", D5) and returns the headers and body bytes to send. */
export function signRequest(input: SignRequestInput): SignedRequest {
  const options = signingOptionsSchema.parse(input.options ?? {});
  const headers = new Map(
    Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), { name, value }]),
  );
  const setUnlessGiven = (name: string, value: string) => {
    if (!headers.has(name.toLowerCase())) headers.set(name.toLowerCase(), { name, value });
  };
  const omitted = new Set(options.omitHeaders.map((name) => name.toLowerCase()));
  const body = input.body === undefined ? undefined : toBodyBytes(input.body);
  const now = input.now ?? new Date();

  setUnlessGiven('X-Request-ID', randomUUID());
  setUnlessGiven('Date', formatHttpDate(new Date(now.getTime() + options.skewSeconds * 1000), options.dateFormat));
  // D5: a request without a body needs no Digest and no Content-Type.
  if (body) setUnlessGiven('Digest', computeDigest(body, options.digestAlgorithm));
  if (body) setUnlessGiven('Content-Type', 'application/json');
  setUnlessGiven('Accept', 'application/json');
  setUnlessGiven('TPP-Signature-Certificate', certificateBase64(input.certificate));

  const signedNames =
    options.signedHeaders?.map((name) => name.toLowerCase()) ??
    defaultSignedHeaders((name) => headers.has(name) && !omitted.has(name), options.requestTarget);
  const signingString = signedNames
    .map((name) => {
      if (name === '(request-target)') return `${name}: ${requestTarget(input.method, input.url)}`;
      const header = headers.get(name);
      if (!header) throw new Error(`Cannot sign "${name}": the request has no such header`);
      return `${name}: ${header.value}`;
    })
    .join('\n');
  const hash = options.algorithm === 'rsa-sha512' ? 'sha512' : 'sha256';
  const signature = sign(hash, Buffer.from(signingString, 'utf8'), input.certificate.privateKeyPem).toString('base64');
  const keyId = formatKeyId(input.certificate, options);
  const value = `keyId="${keyId}",algorithm="${options.algorithm}",headers="${signedNames.join(' ')}",signature="${signature}"`;
  setUnlessGiven(
    'Signature',
    options.wrap === 'none' ? value : encodeRfc2047(value, options.wrap === 'rfc2047-B' ? 'B' : 'Q'),
  );

  const sent = [...headers].filter(([key]) => !omitted.has(key)).map(([, header]) => [header.name, header.value]);
  return { headers: Object.fromEntries(sent), body, signingString };
}
