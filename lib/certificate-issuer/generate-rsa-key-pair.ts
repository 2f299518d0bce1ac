import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export type RsaKeyPair = {
  privateKeyPem: string;
  /** The public half as node-forge wants it for building a certificate. */
  publicKey: forge.pki.rsa.PublicKey;
};

/**
 * Generates the key with node:crypto (native OpenSSL): node-forge's pure-JS keygen takes seconds for 2048 bits. Only the
 * public half goes to node-forge; private-key work (signing) stays in node:crypto too.
 */
export function generateRsaKeyPair(bits = 2048): RsaKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKey: forge.pki.publicKeyFromPem(publicKey) as forge.pki.rsa.PublicKey };
}

/** An existing RSA private key (PEM) as a key pair, to issue a renewed certificate for the same key. */
export function rsaKeyPairFromPrivateKey(privateKeyPem: string): RsaKeyPair {
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKeyPem, publicKey: forge.pki.publicKeyFromPem(publicKeyPem) as forge.pki.rsa.PublicKey };
}
