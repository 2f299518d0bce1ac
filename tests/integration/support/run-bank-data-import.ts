import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export type ImportRun = { status: number | null; stdout: string; stderr: string };

const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-data-import-'));

/** `npm run import -- <file> [flags]` as the bank runs it (D32): the export written to a file, the CLI in a process of its own. */
export function runBankDataImport(document: unknown, ...flags: string[]): ImportRun {
  const file = path.join(dir, `${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(document));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-bank-data.ts', file, ...flags], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
