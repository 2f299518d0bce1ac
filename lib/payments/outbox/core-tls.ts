import fs from 'node:fs';
import { createHash, createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import tls from 'node:tls';
import { createFileCache, describeFsError, fileVersion } from '@/lib/tpp/trust/file-cache';
import { readPemBlocks } from '@/lib/tpp/trust/pem-blocks';
import { readCoreRevocationLists, type CoreRevocationList } from './core-revocation-lists';

/**
 * D32: the files of the bank's mutual TLS with its core, as the settings name them, and the passphrase of an encrypted
 * key (XS2A_CORE_CLIENT_KEY_PASSPHRASE: a secret, never logged nor quoted in a reason).
 */
export type CoreTlsFiles = {
  clientCertFile?: string;
  clientKeyFile?: string;
  clientKeyPassphrase?: string;
  caFile?: string;
  crlFile?: string;
};

/**
 * What node:https takes: the client certificate (its chain after it), the key and its passphrase, the CAs the core must
 * chain to and their revocation lists (with `crl`, OpenSSL checks every certificate of the core's chain below its root
 * against its issuer's current list, and refuses the handshake when it is revoked or there is none).
 */
export type CoreTlsMaterial = { cert?: string; key?: string; passphrase?: string; ca?: string; crl?: string };

export type CoreTlsResult = { ok: true; material: CoreTlsMaterial; version: string } | { ok: false; reason: string };

const settingNames = {
  clientCertFile: 'XS2A_CORE_CLIENT_CERT_FILE',
  clientKeyFile: 'XS2A_CORE_CLIENT_KEY_FILE',
  caFile: 'XS2A_CORE_CA_FILE',
  crlFile: 'XS2A_CORE_CRL_FILE',
} as const;
const passphraseSetting = 'XS2A_CORE_CLIENT_KEY_PASSPHRASE';
/** PKCS#8 (`ENCRYPTED PRIVATE KEY`) or OpenSSL's traditional encrypted PEM. */
const encryptedKeyPattern = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,ENCRYPTED/;
type FileName = keyof typeof settingNames;

type Loaded =
  | {
      ok: true;
      material: CoreTlsMaterial;
      version: string;
      validity: { from: Date; to: Date } | null;
      revocationLists: CoreRevocationList[];
    }
  | { ok: false; reason: string };

const cache = createFileCache<Loaded>();

/**
 * D32: reads and checks the core's TLS files, once per version of them (an operator renews a certificate by replacing
 * its file; the next handoff uses the new one). The certificate must be current and the key its own; the CA file must
 * hold certificates. Never throws; the reason names the setting and the file, and never quotes what is in the key.
 */
export function loadCoreTls(files: CoreTlsFiles, now: Date = new Date()): CoreTlsResult {
  const named = (Object.keys(settingNames) as FileName[]).filter((name) => files[name]);
  const versions: string[] = [];
  for (const name of named) {
    try {
      versions.push(fileVersion(files[name] ?? ''));
    } catch (error) {
      return { ok: false, reason: `${settingNames[name]}: ${files[name]} cannot be read: ${describeFsError(error)}` };
    }
  }
  const version = versions.join('|');
  // The cache is keyed by a digest of the passphrase, never the passphrase itself.
  const passphraseKey =
    files.clientKeyPassphrase === undefined ? '' : createHash('sha256').update(files.clientKeyPassphrase).digest('hex');
  const loaded = cache.get([...named.map((name) => `${name}=${files[name]}`), passphraseKey].join('|'), version, () =>
    readMaterial(files, version),
  );
  if (!loaded.ok) return loaded;
  // Checked on every load, not once per file version: a certificate runs out on its own.
  if (loaded.validity && loaded.validity.to.getTime() <= now.getTime())
    return {
      ok: false,
      reason: `${settingNames.clientCertFile}: the certificate in ${files.clientCertFile} expired on ${loaded.validity.to.toISOString()}`,
    };
  if (loaded.validity && loaded.validity.from.getTime() > now.getTime())
    return {
      ok: false,
      reason: `${settingNames.clientCertFile}: the certificate in ${files.clientCertFile} is not valid before ${loaded.validity.from.toISOString()}`,
    };
  // D4's rule for the core: a list past its nextUpdate says nothing about today, and the platform must refresh the file.
  const outOfDate = loaded.revocationLists.find((list) => list.nextUpdate.getTime() <= now.getTime());
  if (outOfDate)
    return {
      ok: false,
      reason: `${settingNames.crlFile}: the revocation list of ${outOfDate.issuer} in ${files.crlFile} is out of date since ${outOfDate.nextUpdate.toISOString()}`,
    };
  return { ok: true, material: loaded.material, version };
}

function readMaterial(files: CoreTlsFiles, version: string): Loaded {
  const material: CoreTlsMaterial = {};
  let validity: { from: Date; to: Date } | null = null;
  const texts: Partial<Record<FileName, string>> = {};
  for (const name of Object.keys(settingNames) as FileName[]) {
    const file = files[name];
    if (!file) continue;
    try {
      texts[name] = fs.readFileSync(file, 'latin1');
    } catch (error) {
      return { ok: false, reason: `${settingNames[name]}: ${file} cannot be read: ${describeFsError(error)}` };
    }
  }
  if (texts.clientCertFile !== undefined && texts.clientKeyFile !== undefined) {
    const leaf = firstCertificate(texts.clientCertFile);
    if (!leaf)
      return { ok: false, reason: `${settingNames.clientCertFile}: ${files.clientCertFile} holds no PEM certificate` };
    const key = readClientKey(texts.clientKeyFile, files);
    if (!key.ok) return key;
    if (!leaf.checkPrivateKey(key.key))
      return {
        ok: false,
        reason: `${settingNames.clientKeyFile}: ${files.clientKeyFile} is not the key of the certificate in ${settingNames.clientCertFile}`,
      };
    material.cert = texts.clientCertFile;
    material.key = texts.clientKeyFile;
    if (key.isEncrypted) material.passphrase = files.clientKeyPassphrase;
    validity = { from: new Date(leaf.validFrom), to: new Date(leaf.validTo) };
  }
  if (texts.caFile !== undefined) {
    const blocks = readPemBlocks(texts.caFile, 'CERTIFICATE');
    if (!blocks || blocks.length === 0 || !blocks.every(isCertificate))
      return {
        ok: false,
        reason: `${settingNames.caFile}: ${files.caFile} holds no PEM certificates, or one that cannot be read`,
      };
    material.ca = texts.caFile;
  }
  let revocationLists: CoreRevocationList[] = [];
  if (texts.crlFile !== undefined) {
    if (material.ca === undefined)
      return {
        ok: false,
        reason: `${settingNames.crlFile}: is used only with ${settingNames.caFile}, whose CAs sign the lists`,
      };
    const read = readCoreRevocationLists(Buffer.from(texts.crlFile, 'latin1'), material.ca, files.crlFile ?? '');
    if (!read.ok) return { ok: false, reason: `${settingNames.crlFile}: ${read.reason}` };
    material.crl = read.pem;
    revocationLists = read.lists;
  }
  try {
    tls.createSecureContext({ ...material, minVersion: 'TLSv1.2' });
  } catch {
    const names = (Object.keys(texts) as FileName[]).map((name) => settingNames[name]);
    return { ok: false, reason: `${names.join(', ')}: the files cannot be used for TLS together` };
  }
  return { ok: true, material, version, validity, revocationLists };
}

/**
 * D32: an unencrypted PEM key, or an encrypted one (PKCS#8) with the passphrase of XS2A_CORE_CLIENT_KEY_PASSPHRASE,
 * decrypted by node:crypto. OpenSSL's messages could describe the content; a reason says only what to fix.
 */
function readClientKey(
  text: string,
  files: CoreTlsFiles,
): { ok: true; key: KeyObject; isEncrypted: boolean } | { ok: false; reason: string } {
  const isEncrypted = encryptedKeyPattern.test(text);
  if (isEncrypted && !files.clientKeyPassphrase)
    return {
      ok: false,
      reason: `${settingNames.clientKeyFile}: ${files.clientKeyFile} holds an encrypted private key: set its passphrase in ${passphraseSetting}`,
    };
  try {
    return {
      ok: true,
      key: createPrivateKey(isEncrypted ? { key: text, format: 'pem', passphrase: files.clientKeyPassphrase } : text),
      isEncrypted,
    };
  } catch {
    if (isEncrypted)
      return {
        ok: false,
        reason: `${passphraseSetting}: it does not decrypt the private key in ${files.clientKeyFile} (${settingNames.clientKeyFile})`,
      };
    return { ok: false, reason: `${settingNames.clientKeyFile}: ${files.clientKeyFile} holds no PEM private key` };
  }
}

function firstCertificate(text: string): X509Certificate | null {
  const der = readPemBlocks(text, 'CERTIFICATE')?.[0];
  if (!der) return null;
  try {
    return new X509Certificate(der);
  } catch {
    return null;
  }
}

function isCertificate(der: Uint8Array): boolean {
  try {
    return Boolean(new X509Certificate(der));
  } catch {
    return false;
  }
}
