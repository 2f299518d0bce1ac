import { sign, type KeyObject } from 'node:crypto';

// Signs a request the way a TPP client does (draft-cavage, D5), independently of the verifier's own signing-string
// code, so that tests check one against the other.

export type TestSignatureOptions = {
  method: string;
  target: string;
  headers: Headers;
  headerNames: string[];
  privateKey: KeyObject;
  keyId: string;
  algorithm?: string;
  /** The hash actually used; defaults to the one the algorithm names. */
  hash?: 'sha256' | 'sha512';
};

export function createTestSignatureHeader(options: TestSignatureOptions): string {
  const algorithm = options.algorithm ?? 'rsa-sha256';
  const hash = options.hash ?? (algorithm === 'rsa-sha512' ? 'sha512' : 'sha256');
  const requestTarget = `${options.method.toLowerCase()} ${options.target}`;
  const signingString = options.headerNames
    .map((name) => `${name}: ${name === '(request-target)' ? requestTarget : (options.headers.get(name) ?? '')}`)
    .join('\n');
  const signature = sign(hash, Buffer.from(signingString, 'utf8'), options.privateKey).toString('base64');
  const keyId = options.keyId.replaceAll('"', '\\"');
  return `keyId="${keyId}",algorithm="${algorithm}",headers="${options.headerNames.join(' ')}",signature="${signature}"`;
}

/** The whole header value as one RFC 2047 encoded word (D5). */
export function wrapEncodedWord(value: string, encoding: 'B' | 'Q', charset = 'utf-8'): string {
  if (encoding === 'B') return `=?${charset}?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
  const text = [...Buffer.from(value, 'utf8')]
    .map((octet) => {
      if (octet === 0x20) return '_';
      const isLiteral = octet > 0x20 && octet < 0x7f && octet !== 0x3d && octet !== 0x3f && octet !== 0x5f;
      return isLiteral ? String.fromCharCode(octet) : `=${octet.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `=?${charset}?Q?${text}?=`;
}
