import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { holdRegisterCopy } from './held-register-copy';
import { tppRegisterUpdatedAt } from './tpp-register-updated-at';

const dir = mkdtempSync(path.join(os.tmpdir(), 'psd2-register-age-'));
const file = path.join(dir, 'register.json');
writeFileSync(file, JSON.stringify({ updatedAt: '2026-03-02T06:00:00Z', entries: [] }));

afterEach(() => holdRegisterCopy(null));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tppRegisterUpdatedAt (D35)', () => {
  it("is the file's updatedAt without an EBA copy", () => {
    expect(tppRegisterUpdatedAt(file)).toEqual(new Date('2026-03-02T06:00:00Z'));
  });

  it("is the EBA copy's fetch time once one is held", () => {
    const fetchedAt = new Date('2026-11-28T10:00:00Z');
    holdRegisterCopy({ id: 'copy', fetchedAt, entries: new Map() });
    expect(tppRegisterUpdatedAt(file)).toBe(fetchedAt);
  });

  it('is unknown when neither is there', () => {
    expect(tppRegisterUpdatedAt(undefined)).toBeNull();
    expect(tppRegisterUpdatedAt(path.join(dir, 'missing.json'))).toBeNull();
  });
});
