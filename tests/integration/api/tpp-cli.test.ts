import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// README: `npm run tpp -- cert` then `npm run tpp -- call GET /v1/...` against a running server.
const certDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-tpp-cli-'));
const baseUrl = inject('baseUrl');

afterAll(async () => {
  await rm(certDir, { recursive: true, force: true });
});

function tpp(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tpp.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run tpp', () => {
  const organizationIdentifier = newOrganizationIdentifier();

  it('cert issues a sandbox QSealC and keeps the key private', () => {
    const result = tpp('cert', '--org', organizationIdentifier, '--roles', 'PSP_AI,PSP_PI', '--out', certDir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Issued a sandbox QSealC for ${organizationIdentifier} (PSP_AI, PSP_PI)`);
    expect(result.stdout).not.toContain('PRIVATE KEY');
    expect(existsSync(path.join(certDir, 'tpp-cert.pem'))).toBe(true);
    expect(statSync(path.join(certDir, 'tpp-key.pem')).mode & 0o777).toBe(0o600);
  });

  it('call signs a request the server accepts: an unknown /v1 path answers 404 RESOURCE_UNKNOWN through the wrapper', () => {
    const result = tpp('call', 'GET', '/v1/no-such-resource', '--base', baseUrl, '--cert-dir', certDir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('404');
    expect(result.stdout).toContain('"code": "RESOURCE_UNKNOWN"');
    expect(result.stdout).toMatch(/x-request-id: [0-9a-f-]{36}/i);
  });

  it('cert again renews the certificate for the same key, which the sandbox keeps accepting (D4)', () => {
    const renewed = tpp('cert', '--org', organizationIdentifier, '--roles', 'PSP_AI', '--out', certDir);
    expect(renewed.stdout).toContain('the key of the previous certificate');
    const result = tpp('call', 'GET', '/v1/no-such-resource', '--base', baseUrl, '--cert-dir', certDir);
    expect(result.stdout).toContain('"code": "RESOURCE_UNKNOWN"');
  });

  it('call with a body and signing variants is accepted too', () => {
    const result = tpp(
      'call',
      'POST',
      '/v1/no-such-resource',
      '--body',
      '{"hello":"world"}',
      '--base',
      baseUrl,
      '--cert-dir',
      certDir,
      '--wrap',
      'rfc2047-B',
      '--digest',
      'SHA-512',
      '--date',
      'unpadded-day',
    );
    expect(result.stdout).toContain('"code": "RESOURCE_UNKNOWN"');
  });
});
