import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';
import { runHousekeeping } from '@/lib/housekeeping/run-housekeeping';
import { newId } from '@/lib/ids/new-id';
import { signUpDeveloper } from '@/lib/portal/account/sign-up-developer';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

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
  await db.tpp.create({
    data: {
      id: tppId,
      organizationIdentifier: newOrganizationIdentifier(),
      name: 'Housekeeping test TPP',
      roles: ['PSP_AI'],
    },
  });
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

/** `count` request-log rows of the TPP's answered GET /v1/accounts, at `at`. */
const logRows = (at: Date, count: number) =>
  Array.from({ length: count }, () => ({
    at,
    tppId,
    method: 'GET',
    path: '/v1/accounts',
    status: 200,
    errorCodes: [],
    durationMs: 3,
  }));

async function seed(): Promise<void> {
  const requestIds = (prefix: string, createdAt: Date, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      tppId,
      xRequestId: `${prefix}-${index}-${newId()}`,
      method: 'GET',
      path: '/v1/accounts',
      createdAt,
    }));
  // D36: the days' partitions, as they were when these rows were written.
  for (const at of [ago(3 * day), ago(91 * day), ago(89 * day)]) await ensureDayPartitions({ now: at, daysAhead: 0 });
  await db.seenRequestId.createMany({
    data: [...requestIds('old', ago(3 * day), 5), ...requestIds('in-window', ago(23 * hour), 2)],
  });
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
      {
        tokenHash: `expired-${newId()}`,
        kind: 'PASSWORD_RESET',
        developerId,
        email: 'dev@example.test',
        expires: ago(1_000),
      },
      {
        tokenHash: `live-${newId()}`,
        kind: 'EMAIL_VERIFICATION',
        developerId,
        email: 'dev@example.test',
        expires: later(hour),
      },
    ],
  });
  await db.certificateChallenge.createMany({
    data: [
      { id: newId(), developerId, challenge: `expired-${newId()}`, expires: ago(1_000) },
      { id: newId(), developerId, challenge: `live-${newId()}`, expires: later(hour) },
    ],
  });
  // D27: the sandbox outbox holds links in clear; none works after 24 hours.
  const mail = (subject: string, createdAt: Date) => ({
    id: newId(),
    to: outboxAddress,
    subject,
    text: 'https://localhost/portal/verify-email?token=x',
    links: [],
    createdAt,
  });
  await db.portalMail.createMany({ data: [mail('dead', ago(26 * hour)), mail('live', ago(23 * hour))] });
}

async function remaining() {
  return {
    requestIds: (await db.seenRequestId.findMany({ where: { tppId }, select: { xRequestId: true } }))
      .map((row) => row.xRequestId.split('-')[0])
      .sort(),
    logDaysAgo: (await db.requestLog.findMany({ where: { tppId }, select: { at: true } })).map((row) =>
      Math.round((now.getTime() - row.at.getTime()) / day),
    ),
    counters: (
      await db.rateLimitCounter.findMany({ where: { key: { startsWith: counterKey } }, select: { key: true } })
    ).map((row) => row.key.slice(counterKey.length + 1)),
    portalSessions: (await db.portalSession.findMany({ where: { developerId }, select: { tokenHash: true } })).map(
      (row) => row.tokenHash.split('-')[0],
    ),
    portalTokens: (await db.portalToken.findMany({ where: { developerId }, select: { tokenHash: true } })).map(
      (row) => row.tokenHash.split('-')[0],
    ),
    challenges: (await db.certificateChallenge.findMany({ where: { developerId }, select: { challenge: true } })).map(
      (row) => row.challenge.split('-')[0],
    ),
    outbox: (await db.portalMail.findMany({ where: { to: outboxAddress }, select: { subject: true } })).map(
      (row) => row.subject,
    ),
  };
}

describe('runHousekeeping', () => {
  it('drops the days of X-Request-IDs past the replay window and of request-log rows past the retention, deletes spent counters, expired portal rows and outbox mail whose links are dead, and keeps the rest', async () => {
    await seed();
    const report = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 2 });
    expect(report.isComplete).toBe(true);
    expect(report.deleted).not.toHaveProperty('RequestLog');
    expect(report.deleted).not.toHaveProperty('SeenRequestId');
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
    await db.rateLimitCounter.createMany({
      data: Array.from({ length: 7 }, (_, index) => ({
        key: `${counterKey}:spent-${index}`,
        windowStart: ago(3 * day),
      })),
    });
    const first = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 2, maxBatches: 2 });
    expect(first.isComplete).toBe(false);
    expect(first.deleted.RateLimitCounter).toBe(4);
    const second = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 2, maxBatches: 2 });
    expect(second.isComplete).toBe(true);
    expect((await remaining()).counters).toEqual(['current']);
  });

  it('keeps the request log for as many days as configured, dropping whole days', async () => {
    const report = await runHousekeeping({ now, requestLogRetentionDays: 30, batchSize: 100 });
    expect((await remaining()).logDaysAgo).toEqual([]);
    expect(
      await db.$queryRaw`SELECT to_regclass(${`"RequestLog_${ago(89 * day)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '')}"`})::text AS "table"`,
    ).toEqual([{ table: null }]);
    expect(report.isComplete).toBe(true);
  });

  it('a day it cannot drop fails the pass only after the rest of its work, and goes in a later pass', async () => {
    const [requestLogDay] = await ensureDayPartitions({ now: ago(200 * day), daysAhead: 0 });
    // A view on the day's table (an analyst's, say) makes DROP TABLE fail: not a lock, so no pass could wait it out.
    await db.$executeRawUnsafe(`CREATE VIEW housekeeping_pinned_day AS SELECT * FROM "${requestLogDay}"`);
    await db.rateLimitCounter.create({ data: { key: `${counterKey}:spent-pinned`, windowStart: ago(3 * day) } });
    try {
      await expect(runHousekeeping({ now, requestLogRetentionDays: 90 })).rejects.toThrow(
        /^Housekeeping: [\s\S]*cannot drop table .* because other objects depend on it/,
      );
      expect((await remaining()).counters).toEqual(['current']);
    } finally {
      await db.$executeRawUnsafe('DROP VIEW housekeeping_pinned_day');
    }
    expect((await runHousekeeping({ now, requestLogRetentionDays: 90 })).partitionsDropped).toContain(requestLogDay);
  });

  // D27: an account whose address nobody verified holds the address and its password hash for ever otherwise. Deleted
  // once its 24-hour link is dead and the hour's margin has passed, unless a link mailed since still works; a verified
  // account, however old, is never touched.
  it("deletes developer accounts never verified after the link's lifetime and the margin, with what hangs on them, and the address can sign up again", async () => {
    const email = (label: string) => `housekeeping-${label}-${newId()}@example.test`.toLowerCase();
    const developer = async (label: string, createdAt: Date, emailVerifiedAt: Date | null = null) =>
      await db.developer.create({
        data: { id: newId(), email: email(label), passwordHash: 'argon2-hash', createdAt, emailVerifiedAt },
        select: { id: true, email: true },
      });
    const abandoned = await developer('abandoned', ago(25 * hour + 60_000));
    const fresh = await developer('fresh', ago(24 * hour + 30 * 60_000));
    const resent = await developer('resent', ago(40 * hour));
    const verified = await developer('verified', ago(400 * day), ago(400 * day - hour));
    const verifiedLongAfter = await developer('verified-late', ago(26 * hour), ago(hour));
    await db.portalSession.create({
      data: { tokenHash: `abandoned-${newId()}`, developerId: abandoned.id, expires: later(day) },
    });
    await db.certificateChallenge.create({
      data: { id: newId(), developerId: abandoned.id, challenge: `abandoned-${newId()}`, expires: later(hour) },
    });
    await db.portalToken.create({
      data: {
        tokenHash: `resent-${newId()}`,
        kind: 'EMAIL_VERIFICATION',
        developerId: resent.id,
        email: resent.email,
        expires: later(8 * hour),
      },
    });
    const ours = [abandoned, fresh, resent, verified, verifiedLongAfter].map((row) => row.id);

    const report = await runHousekeeping({ now, requestLogRetentionDays: 90, batchSize: 1 });
    expect(report.isComplete).toBe(true);
    expect(report.deleted.Developer).toBeGreaterThanOrEqual(1);
    const left = await db.developer.findMany({ where: { id: { in: ours } }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, resent.id, verified.id, verifiedLongAfter.id].sort());
    expect(await db.portalSession.count({ where: { developerId: abandoned.id } })).toBe(0);
    expect(await db.certificateChallenge.count({ where: { developerId: abandoned.id } })).toBe(0);

    expect(
      await signUpDeveloper({
        email: abandoned.email,
        password: 'a long enough new password',
        clientAddress: `housekeeping-${newId()}`,
        now,
      }),
    ).toEqual({ kind: 'mailed' });
    const again = await db.developer.findUnique({
      where: { email: abandoned.email },
      select: { id: true, emailVerifiedAt: true },
    });
    expect(again).toMatchObject({ emailVerifiedAt: null });
    expect(again?.id).not.toBe(abandoned.id);
    await db.developer.deleteMany({ where: { id: { in: [...ours, again?.id ?? ''] } } });
    await db.portalMail.deleteMany({ where: { to: abandoned.email } });
  });

  it('does nothing once aborted', async () => {
    await ensureDayPartitions({ now: ago(100 * day), daysAhead: 0 });
    await db.requestLog.createMany({
      data: [
        { at: ago(100 * day), tppId, method: 'GET', path: '/v1/accounts', status: 200, errorCodes: [], durationMs: 3 },
      ],
    });
    const controller = new AbortController();
    controller.abort();
    const report = await runHousekeeping({ now, requestLogRetentionDays: 90, signal: controller.signal });
    expect(report).toMatchObject({ isComplete: false, deleted: { RateLimitCounter: 0 }, partitionsDropped: [] });
    expect((await remaining()).logDaysAgo).toEqual([100]);
  });
});
