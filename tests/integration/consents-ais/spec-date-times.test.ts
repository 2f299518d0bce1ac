import { afterAll, describe, expect, it } from 'vitest';
import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { db } from '@/lib/db';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';

// Statements of the spec checked over HTTP as a TPP sees them, where no other test asserts them exactly.

afterAll(async () => {
  await db.$disconnect();
});

// Spec "What the service does" 8: a date-time in a JSON payload is `YYYY-MM-DDThh:mm:ss+hh:mm`.
const specDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('date-times in responses (spec "What the service does" 8)', () => {
  type Balances = { balances: { balanceType: string; lastChangeDateTime: string }[] };

  it('a balance gives lastChangeDateTime as YYYY-MM-DDThh:mm:ss+hh:mm in bank time, for accounts, card accounts and withBalance lists', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955', 'PRIVATE');
    const [accountId, cardId] = [consent.accountIds[0] as string, consent.cardAccountIds[0] as string];
    const stored = await db.balance.findFirstOrThrow({ where: { accountId, balanceType: 'closingBooked' } });
    const answers = [
      ...((await tpp.read(`/v1/accounts/${accountId}/balances`, consent, psuPresent)).body as Balances).balances,
      ...((await tpp.read(`/v1/card-accounts/${cardId}/balances`, consent, psuPresent)).body as Balances).balances,
      ...(
        (await tpp.read('/v1/accounts?withBalance=true', consent, psuPresent)).body as { accounts: Balances[] }
      ).accounts.flatMap((account) => account.balances),
    ];
    expect(answers.length).toBeGreaterThan(4);
    for (const balance of answers) expect(balance.lastChangeDateTime).toMatch(specDateTime);
    const closingBooked = answers.find((balance) => balance.balanceType === 'closingBooked');
    expect(closingBooked?.lastChangeDateTime).toBe(formatBankDateTime(stored.lastChangeDateTime));
    expect(Date.parse(closingBooked?.lastChangeDateTime ?? '')).toBe(
      Math.floor(stored.lastChangeDateTime.getTime() / 1000) * 1000,
    );
  });
});
