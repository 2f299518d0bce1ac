import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headlessPsu, inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { databaseAreaSettings } from '@/lib/database/database-area-settings';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { waitFor } from '@/tests/integration/support/wait-for';

// D13: approvals of one payment (or basket) sent at once, more of them than the PSU pages have connections. Before,
// the approval's transaction held the payment's lock and read the debtor accounts through the global client, needing
// a second connection while the others held theirs waiting for the lock: every request of the instance stalled for
// Prisma's 5 s transaction timeout and all the approvals answered 500.
const baseUrl = inject('baseUrl');
const psuConnections = databaseAreaSettings.psu.connections;
const approvals = psuConnections * 3;
const payer = '12085592767';
const product = '/v1/payments/norwegian-domestic-credit-transfers';
const payee = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '100.00' },
};
let tpp: NamedTpp;
let unrelated: NamedTpp;

beforeAll(async () => {
  [tpp, unrelated] = [await initializedTpp(baseUrl, { roles: ['PSP_AI', 'PSP_PI'] }), await initializedTpp(baseUrl)];
});

afterAll(async () => {
  await db.$disconnect();
});

type Kind = 'payment' | 'basket';
type AtApproval = { psu: HeadlessPsu; page: PsuPage; paymentIds: string[]; approve: () => Promise<PsuPage> };

/** A payment (or a basket of two) signed in up to its approval page, and a way to post its approval. */
async function atApproval(kind: Kind): Promise<AtApproval> {
  const headers = { 'TPP-Redirect-URI': 'https://tpp.example/pay', 'PSU-Context': 'PRIVATE' };
  const body = { ...payee, requestedExecutionDate: bankDate(new Date(Date.now() + 86_400_000)) };
  let created;
  let paymentIds: string[];
  if (kind === 'payment') {
    created = await tpp.client.request('POST', product, { body, headers });
    paymentIds = [(created.body as { paymentId: string }).paymentId];
  } else {
    paymentIds = [];
    for (let index = 0; index < 2; index++)
      paymentIds.push(
        ((await tpp.client.request('POST', product, { body, headers })).body as { paymentId: string }).paymentId,
      );
    created = await tpp.client.request('POST', '/v1/signing-baskets', { body: { paymentIds }, headers });
  }
  expect(created.status, created.text).toBe(201);
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirectOf(created));
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: payer });
  expect(page.path).toBe(`/sca/${kind}`);
  const debtorAccount = inputValues(page, 'debtorAccount')[0] ?? '';
  return { psu, page, paymentIds, approve: () => psu.submit(`/sca/actions/${kind}`, { debtorAccount }) };
}

/** A clear answer: the return page, the approval page saying why not, or the bank's busy page (503, D13). Never a 500. */
function answerKind(kind: Kind, answer: PsuPage): string {
  if (answer.status === 200 && answer.path === '/sca/return') return 'returned';
  const refused = new RegExp(`^/sca/${kind}\\?error=(not-waiting|busy)$`).exec(answer.path);
  if (answer.status === 200 && refused) return `told ${refused[1]}`;
  if (answer.status === 503 && answer.html.includes('The bank is very busy right now')) return 'busy page';
  return `unclear: ${answer.status} ${answer.path}`;
}

const finalisedScas = (paymentIds: string[]) =>
  db.authorisation.count({
    where: {
      scaStatus: 'FINALISED',
      OR: [{ paymentId: { in: paymentIds } }, { basket: { payments: { some: { id: { in: paymentIds } } } } }],
    },
  });
const statusesOf = async (paymentIds: string[]) =>
  (await db.payment.findMany({ where: { id: { in: paymentIds } }, select: { status: true } })).map((row) => row.status);

/** Backends waiting for a lock (the approvals blocked behind the held payment). */
async function lockWaiters(client: Prisma.TransactionClient): Promise<number> {
  const [row] = await client.$queryRaw<
    { waiting: number }[]
  >`SELECT count(DISTINCT pid)::int AS waiting FROM pg_locks WHERE NOT granted`;
  return row?.waiting ?? 0;
}

/** D13: how often the PSU pages' pool had no connection in time (`/metrics`, open in the sandbox). */
async function busyRefusals(): Promise<number> {
  const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^xs2a_db_pool_busy_total\{pool="psu"\} (\S+)$/m.exec(metrics)?.[1] ?? 0);
}

describe.each(['payment', 'basket'] as const)(
  '%s approvals sent at once, more than the PSU pages have connections',
  (kind) => {
    it('one approval wins and every other is told so at once, none with a 500', async () => {
      const { paymentIds, approve } = await atApproval(kind);
      const answers = await Promise.all(Array.from({ length: approvals }, () => approve()));
      const kinds = answers.map((answer) => answerKind(kind, answer));
      expect(kinds.filter((answer) => answer.startsWith('unclear'))).toEqual([]);
      expect(await statusesOf(paymentIds)).toEqual(paymentIds.map(() => 'PDNG'));
      expect(await finalisedScas(paymentIds)).toBe(1);
    });

    it('while they wait for the payment’s lock, filling the PSU pages’ connections, an unrelated TPP’s read is answered, and those without a connection are refused at once', async () => {
      const { paymentIds, approve } = await atApproval(kind);
      let sent: Promise<PsuPage[]> | undefined;
      const busyBefore = await busyRefusals();
      const held = await db.$transaction(
        async (client) => {
          await client.$queryRaw`SELECT id FROM "Payment" WHERE id IN (${paymentIds[0]}) FOR UPDATE`;
          sent = Promise.all(Array.from({ length: approvals }, () => approve()));
          // Every connection of the PSU pages is taken by an approval blocked behind the lock held here.
          await waitFor(async () => ((await lockWaiters(client)) >= psuConnections ? true : null), 20_000);
          const read = await unrelated.client.request('GET', '/v1/sandbox/customers');
          const waitersAfterRead = await lockWaiters(client);
          // Held until an approval found no connection in time: it is refused at once (the busy page, or the approval
          // page saying so, unless another approval won meanwhile) instead of waiting on.
          await waitFor(async () => ((await busyRefusals()) > busyBefore ? true : null), 20_000);
          return { status: read.status, waitersAfterRead };
        },
        { timeout: 60_000, maxWait: 10_000 },
      );
      expect(held.status).toBe(200);
      // The read was answered while the approvals still waited: the PSU pages' load did not reach the XS2A API.
      expect(held.waitersAfterRead).toBeGreaterThan(0);
      const kinds = (await (sent as Promise<PsuPage[]>)).map((answer) => answerKind(kind, answer));
      expect(kinds.filter((answer) => answer.startsWith('unclear'))).toEqual([]);
      expect(await finalisedScas(paymentIds)).toBeLessThanOrEqual(1);
    });
  },
);
