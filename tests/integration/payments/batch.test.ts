import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { runPaymentBatch } from '@/lib/payments/batch/run-payment-batch';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';
import { balancesOf, insertPayment, newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';
import { daysFromToday } from '@/tests/integration/support/sandbox-tpp';

// Spec 6, D8, D24: the batch executes due single and bulk payments, books them and moves the balances.

const run = (tppId: string, isLastRunOfDay = false) => runPaymentBatch({ tppId, now: new Date(), isLastRunOfDay });
const paymentOf = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
const entriesOf = (paymentId: string) => db.transaction.findMany({ where: { paymentId }, orderBy: { amount: 'asc' } });

describe('the payment batch', () => {
  it('executes a due payment: ACSC, one debit with the payment id, both balances moved', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const paymentId = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 2_550, creditorName: 'Ola Butikk', endToEndId: 'E2E-1' }],
    });
    expect(await run(sandbox.tppId)).toEqual({ executed: [paymentId], retried: [], rejected: [] });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'ACSC', fundsAvailable: true });
    const [entry, ...others] = await entriesOf(paymentId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      accountId: debtor.resourceId,
      amount: -2_550n,
      bookingStatus: 'booked',
      creditorName: 'Ola Butikk',
      endToEndId: 'E2E-1',
      debtorIban: debtor.iban,
    });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 7_450n, expected: 7_450n });
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [], rejected: [] });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 7_450n, expected: 7_450n });
  });

  it('credits a creditor account of this bank in the same sandbox: ACCC', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const creditor = await sandbox.account(null);
    const paymentId = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 1_000, creditor: { iban: creditor.iban } }],
    });
    await run(sandbox.tppId);
    expect((await paymentOf(paymentId)).status).toBe('ACCC');
    const entries = await entriesOf(paymentId);
    expect(entries.map((entry) => [entry.accountId, entry.amount])).toEqual([
      [debtor.resourceId, -1_000n],
      [creditor.resourceId, 1_000n],
    ]);
    expect(await balancesOf(creditor.resourceId)).toEqual({ closingBooked: 1_000n, expected: 1_000n });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_000n, expected: 9_000n });
  });

  it('does not credit an account of another TPP with the same number: ACSC', async () => {
    const sandbox = await newBatchSandbox();
    const other = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const elsewhere = await other.account(0);
    const paymentId = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 1_000, creditor: { iban: elsewhere.iban } }],
    });
    await run(sandbox.tppId);
    expect((await paymentOf(paymentId)).status).toBe('ACSC');
    expect(await balancesOf(elsewhere.resourceId)).toEqual({ closingBooked: 0n, expected: 0n });
  });

  it('leaves a payment short of funds PDNG for later runs, executes it once funds arrive, rejects it (ACCP) in the last run', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(500);
    const later = await sandbox.insertPayment({ debtor, instructions: [{ amount: 800 }] });
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [later], rejected: [] });
    // D24: nothing a read would show as a rejection while a later run may still pay it.
    expect(await paymentOf(later)).toMatchObject({ status: 'PDNG', fundsAvailable: null });
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [later], rejected: [] });
    const topUp = await sandbox.setBalances(debtor, 1_000);
    expect(topUp.status).toBe(200);
    expect(await run(sandbox.tppId)).toEqual({ executed: [later], retried: [], rejected: [] });
    expect(await paymentOf(later)).toMatchObject({ status: 'ACSC', fundsAvailable: true });

    const never = await sandbox.insertPayment({ debtor, instructions: [{ amount: 800 }] });
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [never], rejected: [] });
    expect(await run(sandbox.tppId, true)).toEqual({ executed: [], retried: [], rejected: [never] });
    expect(await paymentOf(never)).toMatchObject({ status: 'ACCP', fundsAvailable: false });
    expect(await entriesOf(never)).toEqual([]);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 200n, expected: 200n });
    // ACCP is final: a later run, even with the money back, never executes it.
    await sandbox.setBalances(debtor, 10_000);
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [], rejected: [] });
    expect(await paymentOf(never)).toMatchObject({ status: 'ACCP', fundsAvailable: false });
  });

  it('needs the amount in both closingBooked and expected', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(1_000);
    await sandbox.tpp.put(`/v1/sandbox/accounts/${debtor.resourceId}/balances`, [
      { balanceType: 'closingBooked', balanceAmount: { currency: 'NOK', amount: 1_000 } },
      { balanceType: 'expected', balanceAmount: { currency: 'NOK', amount: 300 } },
    ]);
    const paymentId = await sandbox.insertPayment({ debtor, instructions: [{ amount: 500 }] });
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [paymentId], rejected: [] });
  });

  it('leaves payments that are not due: a later execution date, periodic, not yet approved, on hold', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const tomorrow = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 100 }],
      requestedExecutionDate: daysFromToday(1),
    });
    const periodic = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 100 }],
      periodic: { startDate: daysFromToday(3), frequency: 'Monthly' },
    });
    const received = await sandbox.insertPayment({ debtor, status: 'RCVD', instructions: [{ amount: 100 }] });
    const onHold = await sandbox.insertPayment({ debtor, status: 'ACWP', instructions: [{ amount: 100 }] });
    const yesterday = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 100 }],
      requestedExecutionDate: daysFromToday(-1),
    });
    expect(await run(sandbox.tppId)).toEqual({ executed: [yesterday], retried: [], rejected: [] });
    for (const id of [tomorrow, periodic, received, onHold]) expect(await entriesOf(id)).toEqual([]);
    expect((await paymentOf(tomorrow)).status).toBe('PDNG');
  });

  it("runs one TPP's sandbox only", async () => {
    const mine = await newBatchSandbox();
    const theirs = await newBatchSandbox();
    const own = await mine.insertPayment({ debtor: await mine.account(1_000), instructions: [{ amount: 100 }] });
    const foreign = await theirs.insertPayment({
      debtor: await theirs.account(1_000),
      instructions: [{ amount: 100 }],
    });
    expect(await run(mine.tppId)).toEqual({ executed: [own], retried: [], rejected: [] });
    expect((await paymentOf(foreign)).status).toBe('PDNG');
  });

  it('rejects a payment it cannot execute: another currency than the account, or a debtor account of another TPP', async () => {
    const sandbox = await newBatchSandbox();
    const other = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const euros = await sandbox.insertPayment({ debtor, instructions: [{ amount: 100, currency: 'EUR' }] });
    const foreignDebtor = await sandbox.insertPayment({
      debtor: await other.account(10_000),
      instructions: [{ amount: 100 }],
    });
    expect(await run(sandbox.tppId)).toEqual({ executed: [], retried: [], rejected: [euros, foreignDebtor].sort() });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 10_000n, expected: 10_000n });
  });

  it('books a bulk payment once for the total with batchBookingPreferred, else once per instruction', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const creditor = await sandbox.account(0);
    const instructions = [{ amount: 100 }, { amount: 200, creditor: { iban: creditor.iban } }, { amount: 300 }];
    const batched = await sandbox.insertPayment({
      debtor,
      service: 'bulk_payments',
      batchBookingPreferred: true,
      instructions,
    });
    const single = await sandbox.insertPayment({
      debtor,
      service: 'bulk_payments',
      batchBookingPreferred: false,
      instructions,
    });
    await run(sandbox.tppId);
    const debitsOf = async (id: string) =>
      (await entriesOf(id)).filter((entry) => entry.accountId === debtor.resourceId).map((entry) => entry.amount);
    expect(await debitsOf(batched)).toEqual([-600n]);
    expect(await debitsOf(single)).toEqual([-300n, -200n, -100n]);
    expect((await paymentOf(batched)).status).toBe('ACSC');
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 8_800n, expected: 8_800n });
    expect(await balancesOf(creditor.resourceId)).toEqual({ closingBooked: 400n, expected: 400n });
  });

  it('rejects the whole bulk payment when its total does not fit, never a part of it', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(250);
    const bulk = await sandbox.insertPayment({
      debtor,
      service: 'bulk_payments',
      instructions: [{ amount: 200 }, { amount: 100 }],
    });
    expect(await run(sandbox.tppId, true)).toEqual({ executed: [], retried: [], rejected: [bulk] });
    expect(await entriesOf(bulk)).toEqual([]);
  });
});

describe('executed payments in the reads', () => {
  it('appear in AIS transactions and the sandbox transaction list with the same stable id', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955', 'PRIVATE');
    const tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } }))
      .id;
    const accountId = consent.accountIds[0] as string;
    const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
    const paymentId = await insertPayment({
      tppId,
      debtor: { resourceId: account.id, iban: account.iban, currency: account.currency },
      instructions: [{ amount: 1_234, creditorName: 'Stabil Mottaker' }],
    });
    expect((await runPaymentBatch({ tppId, now: new Date(), isLastRunOfDay: false })).executed).toEqual([paymentId]);
    const [entry] = await entriesOf(paymentId);
    const report = await tpp.read(`/v1/accounts/${accountId}/transactions?bookingStatus=booked`, consent, psuPresent);
    expect(report.status).toBe(200);
    const booked = (
      report.body as {
        transactions: {
          booked: { transactionId: string; transactionAmount: { amount: string }; creditorName?: string }[];
        };
      }
    ).transactions.booked;
    expect(booked.find((item) => item.transactionId === entry?.id)).toMatchObject({
      transactionAmount: { amount: '-12.34' },
      creditorName: 'Stabil Mottaker',
    });
    const sandboxList = await tpp.client.request('GET', `/v1/sandbox/accounts/${accountId}/transactions`);
    expect(sandboxList.status).toBe(200);
    expect(sandboxList.text).toContain(entry?.id);
    const again = await tpp.read(`/v1/accounts/${accountId}/transactions?bookingStatus=booked`, consent, psuPresent);
    expect(again.body).toEqual(report.body);
  });
});
