import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type PemPair = { certPem: string; keyPem: string };
export type PemFileNames = { cert: string; key: string };

function readPair(dir: string, names: PemFileNames): PemPair | null {
  const certFile = path.join(dir, names.cert);
  const keyFile = path.join(dir, names.key);
  if (!fs.existsSync(certFile) && !fs.existsSync(keyFile)) return null;
  return { certPem: fs.readFileSync(certFile, 'utf8'), keyPem: fs.readFileSync(keyFile, 'utf8') };
}

const renewalMarginMs = 24 * 60 * 60 * 1000;

function isCurrent(pair: PemPair): boolean {
  return new Date(new X509Certificate(pair.certPem).validTo).getTime() - renewalMarginMs > Date.now();
}

// Another process may have moved it already.
function moveAside(target: string) {
  try {
    fs.renameSync(target, `${target}.expired-${Date.now()}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Reads a certificate and its key from `dir`, creating them on first use and once the certificate has (almost) expired
 * (the old pair moved aside); a new pair is staged privately and renamed to `dir` in one step, so processes starting at
 * once all end up with the same pair.
 */
export function loadOrCreatePemPair(dir: string, names: PemFileNames, create: () => PemPair): PemPair {
  const target = path.resolve(dir);
  const existing = readPair(target, names);
  if (existing && isCurrent(existing)) return existing;
  if (existing) moveAside(target);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(`${target}.staging-`);
  const created = create();
  fs.writeFileSync(path.join(staging, names.cert), created.certPem, { mode: 0o644 });
  fs.writeFileSync(path.join(staging, names.key), created.keyPem, { mode: 0o600 });
  try {
    fs.renameSync(staging, target);
    return created;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const winner = readPair(target, names);
    if (winner) return winner;
    throw new Error(`${target} exists but holds no ${names.cert} and ${names.key}`, { cause: error });
  }
}
