import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCertificatePem } from './build-certificate';
import { dnOids } from './forge-names';
import { generateRsaKeyPair } from './generate-rsa-key-pair';
import { loadOrCreatePemPair, type PemPair } from './pem-store';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pem-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const names = { cert: 'cert.pem', key: 'key.pem' };

function selfSigned(notAfter: Date): PemPair {
  const keys = generateRsaKeyPair(1024);
  const name = [{ oid: dnOids.commonName, value: 'pem-store test' }];
  const certPem = buildCertificatePem({
    subject: name,
    publicKey: keys.publicKey,
    issuer: { name, publicKey: keys.publicKey, privateKeyPem: keys.privateKeyPem },
    serialNumberHex: '01',
    notBefore: new Date('2020-01-01T00:00:00Z'),
    notAfter,
    extensions: [],
  });
  return { certPem, keyPem: keys.privateKeyPem };
}

const nextYear = new Date(Date.now() + 365 * 86_400_000);

describe('loadOrCreatePemPair', () => {
  it('creates once and then reads what it stored', () => {
    const target = path.join(dir, 'once');
    let calls = 0;
    const create = () => (calls++, selfSigned(nextYear));
    const first = loadOrCreatePemPair(target, names, create);
    expect(loadOrCreatePemPair(target, names, create)).toEqual(first);
    expect(calls).toBe(1);
    expect(fs.readdirSync(dir).filter((entry) => entry.includes('staging'))).toEqual([]);
  });

  it('keeps the pair of whoever got there first when two processes create at once', () => {
    const target = path.join(dir, 'race');
    let winner: PemPair | undefined;
    const loser = loadOrCreatePemPair(target, names, () => {
      winner = loadOrCreatePemPair(target, names, () => selfSigned(nextYear));
      return selfSigned(nextYear);
    });
    expect(loser).toEqual(winner);
    expect(fs.readFileSync(path.join(target, 'key.pem'), 'utf8')).toBe(winner?.keyPem);
  });

  it('replaces an expired pair and moves the old one aside', () => {
    const target = path.join(dir, 'expired');
    const old = loadOrCreatePemPair(target, names, () => selfSigned(new Date('2021-01-01T00:00:00Z')));
    const renewed = loadOrCreatePemPair(target, names, () => selfSigned(nextYear));
    expect(renewed.certPem).not.toBe(old.certPem);
    expect(new Date(new X509Certificate(renewed.certPem).validTo).getTime()).toBeGreaterThan(Date.now());
    const aside = fs.readdirSync(dir).filter((entry) => entry.startsWith('expired.expired-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, aside[0]!, 'cert.pem'), 'utf8')).toBe(old.certPem);
  });

  it('refuses a folder that holds other files', () => {
    const target = path.join(dir, 'occupied');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'other.txt'), 'x');
    expect(() => loadOrCreatePemPair(target, names, () => selfSigned(nextYear))).toThrow(
      /holds no cert.pem and key.pem/,
    );
  });
});
