import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInChanges } from '@/lib/berlin-group/built-in-changes';
import { readConfiguredChanges } from '@/lib/berlin-group/read-configured-changes';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-changes-'));
function file(content: unknown): string {
  const name = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(name, typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}
const rule = {
  kind: 'rule',
  id: 'array-only',
  usage: 'single-remittance-structured',
  refusedFrom: { sandbox: '2027-03-01', production: '2027-06-01' },
  summary: { en: 'Array only', nb: 'Bare tabellen' },
};

describe('readConfiguredChanges (D11)', () => {
  it('reads none without a file', () => {
    expect(readConfiguredChanges(undefined, builtInChanges)).toEqual([]);
  });

  it('reads future-dated rules and releases', () => {
    const summary = { en: 'Release 1.24.0', nb: 'Versjon 1.24.0' };
    const release = { kind: 'release', id: 'api-1.24.0', date: '2027-01-10', apiRelease: '1.24.0', summary };
    expect(readConfiguredChanges(file({ changes: [rule, release] }), builtInChanges)).toEqual([rule, release]);
  });

  it.each([
    ['not JSON', '{', /is not a readable JSON file/],
    [
      'a day that does not exist',
      { changes: [{ ...rule, refusedFrom: { sandbox: '2027-02-30', production: '2027-06-01' } }] },
      /changes\.0\.refusedFrom\.sandbox: not a calendar day/,
    ],
    [
      'a rule without a usage the code detects',
      { changes: [{ ...rule, usage: 'something-else' }] },
      /changes\.0\.usage/,
    ],
    [
      'an x-accept-fix value, which needs code',
      { changes: [{ kind: 'accept-fix', id: 'x', introduced: '2027-01', summary: { en: 'A', nb: 'B' } }] },
      /changes\.0\.kind/,
    ],
    ['a text in one language only', { changes: [{ ...rule, summary: { en: 'A' } }] }, /changes\.0\.summary\.nb/],
    ['an id the registry has', { changes: [{ ...rule, id: 'consents-alias' }] }, /the id consents-alias is used twice/],
  ])('refuses %s', (_label, content, message) => {
    expect(() => readConfiguredChanges(file(content), builtInChanges)).toThrow(message);
  });
});
