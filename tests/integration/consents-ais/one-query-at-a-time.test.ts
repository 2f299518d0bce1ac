import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { readSnapshot } from '@/lib/database/read-snapshot';
import { newId } from '@/lib/ids/new-id';

// D13: Prisma 7 loads an include's relations side by side; in a transaction they share one connection, and pg's own
// queue for that is deprecated (pg 8, removed in pg 9). The pool's connections take them one at a time instead, so
// no DeprecationWarning is printed and the rows come back as before. util.deprecate warns once per process, and each
// integration file runs in a process of its own.
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
process.on('warning', onWarning);

afterAll(async () => {
  process.off('warning', onWarning);
  await db.$disconnect();
});

describe("the pool's connections (D13)", () => {
  it('run the relations of an include in a transaction without pg deprecating a busy connection', async () => {
    const tpp = await db.tpp.create({
      data: {
        id: newId(),
        organizationIdentifier: `PSDNO-FSA-Q${newId().slice(0, 12)}`,
        name: 'One Query TPP AS',
        roles: ['PSP_AI'],
      },
    });
    const customerId = newId();
    await db.customer.create({
      data: {
        id: customerId,
        tppId: tpp.id,
        customerNumber: '23019010066',
        customerType: 'PRIVATE',
        customerName: 'Kari One Query',
      },
    });
    const read = await readSnapshot((tx) =>
      tx.tpp.findUniqueOrThrow({
        where: { id: tpp.id },
        include: { customers: true, accounts: true, agreements: true, consents: true },
      }),
    );
    const written = await db.$transaction(async (tx) =>
      tx.customer.update({
        where: { id: customerId },
        data: { customerName: 'Kari Updated' },
        include: { ownedAccounts: true, ownedAgreements: true, engagements: true },
      }),
    );
    // Give a warning emitted on the last query's tick its turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(
      warnings.filter((warning) => warning.name === 'DeprecationWarning').map((warning) => warning.message),
    ).toEqual([]);
    expect(read.customers.map((customer) => customer.id)).toEqual([customerId]);
    expect([read.accounts, read.agreements, read.consents]).toEqual([[], [], []]);
    expect([written.customerName, written.ownedAccounts, written.engagements]).toEqual(['Kari Updated', [], []]);
  });
});
