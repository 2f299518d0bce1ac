import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { db } from '@/lib/db';
import { newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';
import { createScratchDatabase, queryRows } from '@/tests/integration/support/scratch-database';
import { startAppInstance } from '@/tests/integration/support/test-environment';

// D24: one runner across instances for each batch slot (the BatchRun row), an abandoned run taken over, and the
// launcher's scheduler catching up a slot missed while no instance was up.

let scratch: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await applyMigrations({ databaseUrl: scratch.url });
});

afterAll(async () => {
  await scratch.drop();
});

/** A process of its own (an instance), `racers` concurrent looks for the slot due at `now`; how many ran it. */
function instance(now: string, racers: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/integration/support/run-batch-slot-child.ts', now, '06:00,18:00', String(racers)],
    {
      env: { ...process.env, DATABASE_URL: scratch.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0
        ? resolve((JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { ran: number }).ran)
        : reject(new Error(output)),
    ),
  );
}

describe('batch slots', () => {
  it(
    'two instances racing for one slot: exactly one runs it, and it is recorded finished',
    { timeout: 60_000 },
    async () => {
      // 2030-01-15 12:00 UTC is 13:00 in Oslo: the slot due is 06:00 Oslo, 05:00 UTC.
      const ran = await Promise.all([instance('2030-01-15T12:00:00.000Z', 3), instance('2030-01-15T12:00:00.000Z', 3)]);
      expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
      const rows = await queryRows<{ scheduledFor: Date; finishedAt: Date | null }>(
        scratch.url,
        'SELECT "scheduledFor", "finishedAt" FROM "BatchRun"',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.scheduledFor.toISOString()).toBe('2030-01-15T05:00:00.000Z');
      expect(rows[0]?.finishedAt).not.toBeNull();
    },
  );

  it('a run left unfinished is taken over after 15 minutes, not before', { timeout: 60_000 }, async () => {
    await queryRows(
      scratch.url,
      `INSERT INTO "BatchRun" ("scheduledFor", "startedAt") VALUES ('2030-02-15T05:00:00Z', '2030-02-15T05:00:00Z'), ('2030-03-15T05:00:00Z', '2030-03-15T11:55:00Z')`,
    );
    expect(await instance('2030-02-15T12:00:00.000Z', 2)).toBe(1);
    expect(await instance('2030-03-15T12:00:00.000Z', 2)).toBe(0);
    const rows = await queryRows<{ finishedAt: Date | null }>(
      scratch.url,
      `SELECT "finishedAt" FROM "BatchRun" WHERE "scheduledFor" IN ('2030-02-15T05:00:00Z', '2030-03-15T05:00:00Z') ORDER BY "scheduledFor"`,
    );
    expect(rows.map((row) => row.finishedAt !== null)).toEqual([true, false]);
  });
});

describe('the launcher runs the scheduler', () => {
  const dataDir = mkdtemp(path.join(os.tmpdir(), 'psd2-batch-'));
  afterAll(async () => rm(await dataDir, { recursive: true, force: true }));

  it('catches up the slot that passed before it started, executing due payments', { timeout: 120_000 }, async () => {
    const sandbox = await newBatchSandbox();
    const paymentId = await sandbox.insertPayment({
      debtor: await sandbox.account(1_000),
      instructions: [{ amount: 100 }],
    });
    // A slot a minute ago, the only one of the day: the instance must run it as soon as it is up.
    const minuteAgo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(Date.now() - 60_000));
    const app = await startAppInstance({
      databaseUrl: inject('databaseUrl'),
      dataDir: await dataDir,
      extraEnv: { XS2A_BATCH_TIMES: minuteAgo },
    });
    try {
      let status = 'PDNG';
      for (let attempt = 0; attempt < 120 && status === 'PDNG'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status;
      }
      expect(status).toBe('ACSC');
      const finishedRun = async () =>
        db.batchRun.findFirst({
          where: { scheduledFor: { gt: new Date(Date.now() - 3 * 60_000) }, finishedAt: { not: null } },
        });
      for (let attempt = 0; attempt < 40 && !(await finishedRun()); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await finishedRun()).not.toBeNull();
      // D33: the run is counted, timed and logged by the instance that ran it.
      const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(/^xs2a_batch_runs_total\{outcome="completed"\} 1$/m);
      expect(Number(/^xs2a_batch_last_run_duration_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
      const logged = app
        .output()
        .split('\n')
        .filter((line) => line.includes('"payment batch run"'))
        .map((line) => JSON.parse(line) as { executed: number; outcome: string });
      // The shared test database holds other tests' due payments too: this run executes ours and maybe theirs.
      expect(logged).toEqual([expect.objectContaining({ outcome: 'completed' })]);
      expect(logged[0]!.executed).toBeGreaterThanOrEqual(1);
    } finally {
      await app.stop();
    }
  });
});
