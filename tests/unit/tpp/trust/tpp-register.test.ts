import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempFiles } from '@/tests/support/pki/temp-files';
import { findRegisteredTpp, loadTppRegister } from '@/lib/tpp/trust/tpp-register';

const files = createTempFiles();
afterAll(() => files.remove());

const entry = {
  organizationIdentifier: 'PSDNO-FSA-123456',
  name: 'Nordlys Betaling AS',
  country: 'NO',
  nca: 'Finanstilsynet',
  authorisedRoles: ['PSP_AI', 'PSP_PI'],
  status: 'authorised',
};

const registerFile = (content: unknown) =>
  files.writeFile('tpp-register.json', typeof content === 'string' ? content : JSON.stringify(content));

describe('loadTppRegister and findRegisteredTpp (D4)', () => {
  it('reads the example register in config/', () => {
    const result = loadTppRegister(path.resolve(import.meta.dirname, '../../../../config/tpp-register.example.json'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.register.entries.size).toBe(3);
    expect(findRegisteredTpp(result.register, 'PSDDE-BAFIN-152030')).toMatchObject({
      status: 'withdrawn',
      authorisedRoles: ['PSP_PI', 'PSP_IC'],
    });
  });

  it('finds an entry by exact organizationIdentifier, and nothing for another', () => {
    const result = loadTppRegister(registerFile({ updatedAt: '2026-03-02T07:00:00+01:00', entries: [entry] }));
    if (!result.ok) throw new Error(result.reason);
    expect(findRegisteredTpp(result.register, 'PSDNO-FSA-123456')).toEqual(entry);
    expect(findRegisteredTpp(result.register, 'PSDNO-FSA-654321')).toBeNull();
    expect(findRegisteredTpp(result.register, 'psdno-fsa-123456')).toBeNull();
  });

  it('returns the cached register until the file changes', () => {
    const file = registerFile({ updatedAt: '2026-03-02T06:00:00Z', entries: [] });
    const first = loadTppRegister(file);
    expect(loadTppRegister(file)).toBe(first);
    fs.writeFileSync(file, JSON.stringify({ updatedAt: '2026-03-02T06:00:00Z', entries: [entry] }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = loadTppRegister(file);
    expect(second.ok && second.register.entries.size).toBe(1);
  });

  it.each<[string, unknown, RegExp]>([
    ['text that is not JSON', '{"updatedAt":', /it is not JSON/],
    ['a missing updatedAt', { entries: [] }, /updatedAt: /],
    ['a date without time', { updatedAt: '2026-03-02', entries: [] }, /updatedAt: /],
    [
      'an unknown status',
      { updatedAt: '2026-03-02T06:00:00Z', entries: [{ ...entry, status: 'active' }] },
      /entries\.0\.status: /,
    ],
    [
      'an unknown role',
      { updatedAt: '2026-03-02T06:00:00Z', entries: [{ ...entry, authorisedRoles: ['AISP'] }] },
      /entries\.0\.authorisedRoles\.0: /,
    ],
    [
      'a malformed organizationIdentifier',
      { updatedAt: '2026-03-02T06:00:00Z', entries: [{ ...entry, organizationIdentifier: '123456' }] },
      /must look like PSDNO-FSA-123456/,
    ],
    [
      'a TPP listed twice',
      { updatedAt: '2026-03-02T06:00:00Z', entries: [entry, entry] },
      /entries\.1\.organizationIdentifier: appears twice/,
    ],
  ])('rejects %s', (_name, content, reason) => {
    const result = loadTppRegister(registerFile(content));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('rejects a missing file', () => {
    const result = loadTppRegister(path.join(path.dirname(files.writeFile('other.json', '{}')), 'missing.json'));
    expect(!result.ok && result.reason).toMatch(/cannot be read: it does not exist/);
  });
});
