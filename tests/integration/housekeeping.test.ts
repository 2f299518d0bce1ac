import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { runHousekeeping } from '@/lib/housekeeping/run-housekeeping';
import { newId } from '@/lib/ids/new-id';
import { newOrganizationIdentifier } from '@/lib/tpp-kit/create-sandbox-tpp';

// D33: housekeeping deletes the rows that stopped mattering and nothing else. The database is shared with the other
// files, so every assertion counts only this file's rows (its TPP, its developer, its key prefix).
const hour = 3_600_000;
const day = 24 * hour;
const now = new Date();
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);

let tppId: string;
let developerId: string;
const counterKey = `housekeeping-test:${newId()}`;
const outboxAddress = `housekeeping-${newId()}@example.test`;

beforeAll(async () => {
  tppId = newId();
  developerId = newId();
  await db.tpp.create({ data: { id: tppId, organizationIdentifier: newOrganizationIdentifier(), name: 'Housekeeping test TPP', roles: ['PSP_AI'] } });
  await db.developer.create({ data: { id: developerId, email: `housekeeping-${developerId}@example.test`, tppId } });
});

afterAll(async () => {
  await db.requestLog.deleteMany({ where: { tppId } });
  await db.tpp.delete({ where: { id: tppId } });
  await db.developer.delete({ where: { id: developerId } });
  await db.rateLimitCounter.deleteMany({ where: { key: { startsWith: counterKey } } });
  await db.portalMail.deleteMany({ where: { to: outboxAddress } });
  await db.$disconnect();
});

async function seed(): Promise<void> {
  const requestIds = (prefix: string, createdAt: Date, count: number) =>
    Array.from({ length: count }, (_, index) => ({ tppId, xRequestId: `${prefix}-${index}-${newId()}`, method: 'GET', path: '/v1/accounts', createdAt }));
  await db.seenRequestId.createMany({ data: [...requestIds('old', ago(26 * hour), 5), ...requestIds('in-window', ago(23 * hour), 2)] });
  const logRows = (at: Date, count: number) => Array.from({ length: count }, () => ({ at, tppId, method: 'GET', path: '/v1/accounts', status: 200, errorCodes: [], durationMs: 3 }));
  await db.requestLog.createMany({ data: [...logRows(ago(91 * day), 3), ...logRows(ago(89 * day), 2)] });
  await db.rateLimitCounter.createMany({
    data: [
      { key: `${counterKey}:old`, windowStart: ago(26 * hour), count: 4 },
      { key: `${counterKey}:current`, windowStart: ago(2 * hour), count: 1 },
    ],
  });
  await db.portalSession.createMany({
    data: [
      { tokenHash: `expired-${newId()}`, developerId, expires: ago(1_000) },
      { tokenHash: `live-${newId()}`, developerId, expires: later(hour) },
    ],
  });
  await db.portalToken.createMany({
    data: [
      { tokenHash: `expired-${newId()}`, kind: 'PASSWORD_RESET', developerId, email: 'dev@example.test', expires: ago(1_000) },
      { tokenHash: `live-${newId()}`, kind: 'EMAIL_VERIFICATION', developerId, email: 'dev@example.test', expires: later(hour) },
    ],
  });
  await db.certificateChallenge.createMany({
    data: [
      { id: newId(), developerId, challenge: `expired-${newId()}`, expires: ago(1_000) },
      { id: newId(), developerId, challenge: `live-${newId()}`, expires: later(hour) },
    ],
  });
  // D27: the sandbox outbox holds links in clear; none works after 24 hours.
  const mail = (subject: string, createdAt: Date) => ({ id: newId(), to: outboxAddress, subject, text: 'https://localhost/portal/verify-email?token=x', links: [], createdAt });
  await db.portalMail.createMany({ data: [mail('dead', ago(26 * hour)), mail('live', ago(23 * hour))] });
}

async function remaining() {
  return {
    requestIds: (await db.seenRequestId.findMany({ where: { tppId }, select: { xRequestId: true } })).map((row) => row.xRequestId.split('-')[0]).sort(),
    logDaysAgo: (await db.requestLog.findMany({ where: { tppId }, select: { at: true } })).map((row) => Math.round((now.getTime() - row.at.getTime()) / day)),
    counters: (await db.rateLimitCounter.findMany({ where: { key: { startsWith: counterKey } }, select: { key: true } })).map((row) => row.key.slice(counterKey.length + 1)),
    portalSessions: (await db.portalSession.findMany({ where: { developerId }, select: { tokenHash: true } })).map((row) => row.tokenHash.split('-')[0]),
    portalTokens: (await db.portalToken.findMany({ where: { developerId }, select: { tokenHash: true } })).map((row) => row.tokenHash.split('-')[0]),
    challenges: (await db.certificateChallenge.findMany({ where: { developerId }, select: { challenge: true } })).map((row) => row.challenge.split('-')[0]),
    outbox: (await db.portalMail.findMany({ where: { to: outboxAddress }, select: { subject: true } })).map((row) => row.subject),
  };
}

describe('runHousekeeping', () => {
  it('deletes X-Request-IDs past the replay window, request-log rows past the retention, spent counters, expired portal rows and outbox mail whose links are dead, and keeps the rest', async () => {
    await seed();
    const report = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 2 });
    expect(report.isComplete).toBe(true);
    // Other files' rows may be deleted too; this file's are at least these.
    expect(report.deleted.SeenRequestId).toBeGreaterThanOrEqual(5);
    expect(report.deleted.RequestLog).toBeGreaterThanOrEqual(3);
    expect(await remaining()).toEqual({
      requestIds: ['in', 'in'],
      logDaysAgo: [89, 89],
      counters: ['current'],
      portalSessions: ['live'],
      portalTokens: ['live'],
      challenges: ['live'],
      outbox: ['live'],
    });
  });

  it('stops after maxBatches and says so; the next pass goes on where it stopped', async () => {
    await db.requestLog.createMany({ data: Array.from({ length: 7 }, () => ({ at: ago(100 * day), tppId, method: 'GET', path: '/v1/accounts', status: 200, errorCodes: [], durationMs: 3 })) });
    const first = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 2, maxBatches: 2 });
    expect(first.isComplete).toBe(false);
    expect(first.deleted.RequestLog).toBe(4);
    const second = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 2, maxBatches: 2 });
    expect(second.isComplete).toBe(true);
    expect((await remaining()).logDaysAgo).toEqual([89, 89]);
  });

  it('keeps the request log for as many days as configured', async () => {
    const report = await runHousekeeping({ now, requestLogRetentionDays: 30, batchSize: 100 });
    expect(report.deleted.RequestLog).toBeGreaterThanOrEqual(2);
    expect((await remaining()).logDaysAgo).toEqual([]);
  });

  it('does nothing once aborted', async () => {
    await db.requestLog.createMany({ data: [{ at: ago(100 * day), tppId, method: 'GET', path: '/v1/accounts', status: 200, errorCodes: [], durationMs: 3 }] });
    const controller = new AbortController();
    controller.abort();
    const report = await runHousekeeping({ now, requestLogRetentionDays: 90, signal: controller.signal });
    expect(report).toMatchObject({ isComplete: false, deleted: { RequestLog: 0 } });
    expect((await remaining()).logDaysAgo).toEqual([100]);
  });
});
