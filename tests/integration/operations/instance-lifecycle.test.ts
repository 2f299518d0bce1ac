import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, queryRows } from '@/tests/integration/support/scratch-database';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';

// D33: one instance of its own on a database of its own, taken through its life: structured logs, readiness when a
// migration is missing and when the database is gone, liveness, and a graceful stop on SIGTERM.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let app: AppInstance;
let dataDir: string;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-lifecycle-'));
  app = await startAppInstance({ databaseUrl: scratch.url, dataDir });
});

afterAll(async () => {
  await app?.stop();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type LogLine = Record<string, unknown> & { msg?: string };

/** The instance's JSON log lines so far. */
function logLines(): LogLine[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Waits for a log line (the logger writes asynchronously). */
async function logLine(predicate: (line: LogLine) => boolean): Promise<LogLine> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = logLines().find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No such log line in:\n${app.output().slice(-3000)}`);
}

describe('structured logs', () => {
  it('the launcher logs its start as JSON lines with level, time, process and message', async () => {
    const started = await logLine((line) => line.msg === 'Server started');
    expect(started).toMatchObject({
      level: 'info',
      pid: app.process.pid,
      environment: 'sandbox',
      database: 'DATABASE_URL',
      hsts: false,
    });
    expect(new Date(started.time as string).toISOString()).toBe(started.time);
    expect(logLines().some((line) => /^Migrations: \d+ applied/.test(line.msg ?? ''))).toBe(true);
  });

  it('one line per API request: X-Request-ID, operation, method, path without the query, status, duration; never the body', async () => {
    const requestId = randomUUID();
    const answer = await fetch(`${app.baseUrl}/v1/consents?secretQuery=1`, {
      method: 'POST',
      headers: { 'X-Request-ID': requestId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ marker: 'BODY-MUST-NOT-BE-LOGGED' }),
    });
    const line = await logLine((candidate) => candidate.requestId === requestId);
    expect(Object.keys(line).sort()).toEqual([
      'durationMs',
      'errorCodes',
      'hostname',
      'level',
      'method',
      'msg',
      'operation',
      'path',
      'pid',
      'requestId',
      'status',
      'time',
    ]);
    expect(line).toMatchObject({
      msg: 'request',
      level: 'info',
      operation: 'createConsent',
      method: 'POST',
      path: '/v1/consents',
      status: answer.status,
    });
    expect(line.durationMs).toBeGreaterThan(0);
    expect(app.output()).not.toContain('BODY-MUST-NOT-BE-LOGGED');
    expect(app.output()).not.toContain('secretQuery');
  });

  it('a request the edge refuses gets its line too', async () => {
    const requestId = randomUUID();
    const answer = await fetch(`${app.baseUrl}/v1/accounts/%zz`, { headers: { 'X-Request-ID': requestId } });
    expect(answer.status).toBe(400);
    expect(await logLine((candidate) => candidate.requestId === requestId)).toMatchObject({
      operation: 'malformedRequest',
      status: 400,
      path: '/v1/accounts/%zz',
      errorCodes: ['FORMAT_ERROR'],
    });
  });
});

describe('readiness and liveness', () => {
  it('/readyz is 503 while a migration is not applied, and ready again once it is', async () => {
    const [removed] = await queryRows<Record<string, unknown>>(
      scratch.url,
      `DELETE FROM "_prisma_migrations" WHERE migration_name = (SELECT max(migration_name) FROM "_prisma_migrations") RETURNING *`,
    );
    const pending = await fetch(`${app.baseUrl}/readyz`);
    expect(pending.status).toBe(503);
    expect(await pending.json()).toEqual({
      status: 'not-ready',
      database: 'reachable',
      migrations: 'pending',
      detail: `Pending migrations: ${removed?.migration_name}`,
    });
    const columns = Object.keys(removed ?? {});
    await queryRows(
      scratch.url,
      `INSERT INTO "_prisma_migrations" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(removed ?? {}),
    );
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
  });

  it('/readyz is 503 when the database is gone; /livez still says live', async () => {
    await scratch.drop();
    const unreachable = await fetch(`${app.baseUrl}/readyz`);
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toMatchObject({ status: 'not-ready', database: 'unreachable' });
    const live = await fetch(`${app.baseUrl}/livez`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'live' }]);
  });
});

describe('graceful shutdown', () => {
  const port = () => Number(new URL(app.baseUrl).port);
  const canConnect = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: port() });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it('on SIGTERM refuses new connections, finishes the request in flight, flushes the log and exits 0', async () => {
    const requestId = randomUUID();
    const body = JSON.stringify({
      access: {},
      recurringIndicator: false,
      validUntil: '2030-01-01',
      frequencyPerDay: 1,
    });
    const socket = net.connect({ host: '127.0.0.1', port: port() });
    await new Promise((resolve) => socket.once('connect', resolve));
    const answer = new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    // Headers and half the body: the request is in the app, which waits for the rest.
    const head = `POST /v1/consents HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Request-ID: ${requestId}\r\nContent-Length: ${body.length}\r\n\r\n`;
    socket.write(head + body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)));

    app.process.kill('SIGTERM');
    let isRefused = false;
    for (let attempt = 0; attempt < 50 && !isRefused; attempt++) {
      isRefused = !(await canConnect());
      if (!isRefused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(isRefused).toBe(true);
    expect(app.process.exitCode).toBeNull();

    socket.write(body.slice(10));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(response).toContain(`x-request-id: ${requestId}`);
    expect(response).toContain('"tppMessages"');
    expect(await exited).toBe(0);
    const lines = logLines();
    expect(lines.find((line) => line.requestId === requestId)).toMatchObject({
      operation: 'createConsent',
      method: 'POST',
    });
    expect(lines.at(-1)?.msg).toBe('Stopped.');
  });
});
