import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { withXs2a, type Xs2aContext } from '@/lib/xs2a/with-xs2a';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';
import { whileSettleFails } from '@/tests/integration/support/while-settle-fails';

// D37: a POST's handler may keep its response for replays (D5) in its own statement, beside the rows it writes; the
// wrapper then sends no settlement of its own. The settlement is watched through its module.
const settlements = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('@/lib/xs2a/settle-request-id'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    settleRequestId: async (...args: Parameters<typeof actual.settleRequestId>) => {
      settlements.count += 1;
      return actual.settleRequestId(...args);
    },
  };
});

const certificate = issueTestCertificate({
  organizationIdentifier: newOrganizationIdentifier(),
  organizationName: 'Replay Copy PISP AS',
  roles: ['PSP_PI'],
});
const table = `replay_copy_probe_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  await db.$executeRawUnsafe(`CREATE TABLE "${table}" ("id" text PRIMARY KEY)`);
});

afterAll(async () => {
  await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${table}"`);
  await db.$disconnect();
});

beforeEach(() => {
  settlements.count = 0;
});

async function post(handler: (context: Xs2aContext<Record<string, string>>) => Promise<Xs2aResult>, requestId: string) {
  const url = '/v1/replay-copy-test';
  const signed = signRequest({
    method: 'POST',
    url,
    certificate,
    body: { a: 1 },
    headers: { 'X-Request-ID': requestId },
  });
  const response = await withXs2a(handler, { operation: 'create' })(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: signed.headers,
      body: Buffer.from(signed.body ?? ''),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, location: response.headers.get('location'), body: await response.json() };
}

/** A handler that writes one row and, unless told otherwise, keeps its response in the same statement. */
function creating(options: { returnsAnother?: boolean } = {}) {
  const created: string[] = [];
  const handler = async ({ replayCopy }: Xs2aContext<Record<string, string>>): Promise<Xs2aResult> => {
    const id = randomUUID();
    const result = { status: 201, body: { resourceId: id }, headers: { Location: `/v1/things/${id}` } };
    await executeStatement(
      Prisma.sql`WITH copy AS (${replayCopy.statementFor(result)}) INSERT INTO ${Prisma.raw(`"${table}"`)} ("id") VALUES (${id})`,
    );
    created.push(id);
    return options.returnsAnother ? { ...result } : result;
  };
  return { handler, created };
}

const rowCount = async () =>
  Number((await db.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS "count" FROM "${table}"`))[0]?.count);
const stored = async (id: string) =>
  (await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "${table}" WHERE "id" = $1`, id)).length;

describe('a response kept for replays by the handler’s own statement (D37)', () => {
  it('is what a repeat gets, and the wrapper sends no settlement of its own', async () => {
    const { handler, created } = creating();
    const requestId = randomUUID();
    const first = await post(handler, requestId);
    expect(first.status).toBe(201);
    expect(settlements.count).toBe(0);
    const repeat = await post(handler, requestId);
    expect([repeat.status, repeat.location, repeat.body]).toEqual([201, first.location, first.body]);
    expect(created).toHaveLength(1);
    expect(await stored(created[0] as string)).toBe(1);
  });

  it('is kept by the wrapper when the handler answers with another result than the one it kept', async () => {
    const { handler } = creating({ returnsAnother: true });
    const requestId = randomUUID();
    const first = await post(handler, requestId);
    expect(first.status).toBe(201);
    expect(settlements.count).toBe(1);
    expect((await post(handler, requestId)).body).toEqual(first.body);
  });

  it('is written with the handler’s rows or not at all: when it cannot be, neither is, and the id is free again', async () => {
    const { handler, created } = creating();
    const requestId = randomUUID();
    const rowsBefore = await rowCount();
    await whileSettleFails(requestId, 'UPDATE', async () => {
      expect((await post(handler, requestId)).status).toBe(500);
      expect(await rowCount()).toBe(rowsBefore);
    });
    const retried = await post(handler, requestId);
    expect(retried.status).toBe(201);
    expect(created).toHaveLength(1);
  });
});
