import { describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { runMovedClocksBatches } from '@/lib/sandbox/clock/run-moved-clocks-batches';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { defaultBatchTimes } from '@/lib/settings/parse-env';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';
import { createPaymentTpp, psuOf } from '@/tests/integration/support/payment-fixture-api';
import { balancesOf, debitedDatesOf, newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';
import { errorOf, newSandboxTpp, type SandboxTpp } from '@/tests/integration/support/sandbox-tpp';

// D16: GET/PUT/DELETE /v1/sandbox/clock, and the sandbox's time-based rules following a TPP's clock.

type Clock = { now: string; realTime: boolean };
const dateTimeWithOffset = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const today = () => bankDate(new Date());
const clockOf = async (tpp: Pick<SandboxTpp, 'get'>) => (await tpp.get('/v1/sandbox/clock')).body as Clock;
const dayOf = (clock: Clock) => clock.now.slice(0, 10);

/** The first day after `day` on the 28th or earlier: a monthly order from it falls on that day every month. */
function nextUnclampedDay(day: string): string {
  let next = addDays(day, 1);
  while (Number(next.slice(8)) > 28) next = addDays(next, 1);
  return next;
}

describe('/v1/sandbox/clock', () => {
  it('reads real time, moves forward by a duration or to an instant, and goes back to real time', async () => {
    const tpp = newSandboxTpp();
    const start = await tpp.get('/v1/sandbox/clock');
    expect(start.status).toBe(200);
    expect(responseProblems('get', '/v1/sandbox/clock', 200, start.body)).toEqual([]);
    expect(start.body).toMatchObject({ realTime: true, now: expect.stringMatching(dateTimeWithOffset) });

    const moved = await tpp.put('/v1/sandbox/clock', { advanceBy: 'P91D' });
    expect(moved.status).toBe(200);
    expect(responseProblems('put', '/v1/sandbox/clock', 200, moved.body)).toEqual([]);
    expect(moved.body).toMatchObject({ realTime: false, now: expect.stringMatching(dateTimeWithOffset) });
    expect(dayOf(moved.body as Clock)).toBe(addDays(dayOf(start.body as Clock), 91));
    // The clock keeps running from where it was put.
    expect(Date.parse((await clockOf(tpp)).now)).toBeGreaterThanOrEqual(Date.parse((moved.body as Clock).now));

    const target = `${addDays(today(), 200)}T12:00:00+01:00`;
    const put = (await tpp.put('/v1/sandbox/clock', { now: target })).body as Clock;
    expect([Date.parse(put.now), put.realTime]).toEqual([Date.parse(target), false]);

    const back = await tpp.delete('/v1/sandbox/clock');
    expect(back.status).toBe(200);
    expect(responseProblems('delete', '/v1/sandbox/clock', 200, back.body)).toEqual([]);
    expect(back.body).toMatchObject({ realTime: true });
    expect(dayOf(back.body as Clock)).toBe(today());
    expect(await clockOf(tpp)).toMatchObject({ realTime: true });
  });

  it.each([
    ['a duration without parts', { advanceBy: 'P' }, 'advanceBy'],
    ['a duration without its P', { advanceBy: '91D' }, 'advanceBy'],
    ['a negative duration', { advanceBy: 'P-1D' }, 'advanceBy'],
    ['a fraction', { advanceBy: 'P1.5D' }, 'advanceBy'],
    ['a T without a time', { advanceBy: 'P1DT' }, 'advanceBy'],
    ['hours before the T', { advanceBy: 'P5H' }, 'advanceBy'],
    ['a number', { advanceBy: 91 }, 'advanceBy'],
    ['more than five years', { advanceBy: 'P6Y' }, 'advanceBy'],
    ['a date-time without an offset', { now: '2030-01-01T10:00:00' }, 'now'],
    ['a time in the past', { now: '2020-01-01T10:00:00+01:00' }, 'now'],
    ['an unknown field', { advanceBy: 'P1D', days: 1 }, 'days'],
  ])('refuses %s with 400 FORMAT_ERROR and leaves the clock', async (_case, body, path) => {
    const tpp = newSandboxTpp();
    expect(errorOf(await tpp.put('/v1/sandbox/clock', body))).toEqual({ status: 400, code: 'FORMAT_ERROR', path });
    expect(await clockOf(tpp)).toMatchObject({ realTime: true });
  });

  it('refuses both fields, or neither, and never moves back', async () => {
    const tpp = newSandboxTpp();
    for (const body of [{}, { advanceBy: 'P1D', now: `${addDays(today(), 5)}T10:00:00+01:00` }])
      expect(errorOf(await tpp.put('/v1/sandbox/clock', body))).toMatchObject({ status: 400, code: 'FORMAT_ERROR' });
    const ahead = (await tpp.put('/v1/sandbox/clock', { advanceBy: 'P10D' })).body as Clock;
    const refused = await tpp.put('/v1/sandbox/clock', { now: `${addDays(today(), 5)}T10:00:00+01:00` });
    expect(errorOf(refused)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'now' });
    expect(dayOf(await clockOf(tpp))).toBe(dayOf(ahead));
  });

  it("moves only the caller's clock", async () => {
    const [mover, bystander] = [newSandboxTpp(), newSandboxTpp()];
    await mover.put('/v1/sandbox/clock', { advanceBy: 'P1Y' });
    expect(await clockOf(bystander)).toMatchObject({ realTime: true });
    expect(dayOf(await clockOf(bystander))).toBe(today());
    await bystander.delete('/v1/sandbox/clock');
    expect(await clockOf(mover)).toMatchObject({ realTime: false });
  });

  it('back to real time resets a moved sandbox to the known state, and a clock on real time changes nothing', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955');
    const { id: tppId } = await db.tpp.findUniqueOrThrow({
      where: { organizationIdentifier: tpp.organizationIdentifier },
    });
    const customerIds = async () => (await db.customer.findMany({ where: { tppId }, select: { id: true } })).length;
    const known = await customerIds();
    await tpp.client.request('DELETE', '/v1/sandbox/clock');
    expect(await db.consent.count({ where: { id: consent.consentId } })).toBe(1);
    // A move by nothing leaves the clock on real time, so the DELETE after it resets nothing either.
    const still = await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'P0D' }) });
    expect(still.body).toMatchObject({ realTime: true });
    await tpp.client.request('DELETE', '/v1/sandbox/clock');
    expect(await db.consent.count({ where: { id: consent.consentId } })).toBe(1);

    await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'P1D' }) });
    await tpp.client.request('DELETE', '/v1/sandbox/clock');
    expect(await db.consent.count({ where: { id: consent.consentId } })).toBe(0);
    expect(await customerIds()).toBe(known);
  });
});

describe("the sandbox's rules on its clock", () => {
  it('a consent 91 days on is expired: 401 CONSENT_EXPIRED with scaRedirect; another TPP reads on', async () => {
    const [mover, bystander] = [await createAisTpp(), await createAisTpp()];
    const [moverConsent, bystanderConsent] = [await mover.grant('13039319955'), await bystander.grant('13039319955')];
    expect((await mover.read('/v1/accounts', moverConsent, psuPresent)).status).toBe(200);

    await mover.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'P91D' }) });
    const expired = await mover.read('/v1/accounts', moverConsent, psuPresent);
    expect([expired.status, firstMessage(expired).code]).toEqual([401, 'CONSENT_EXPIRED']);
    expect((expired.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href).toMatch(/^https?:/);
    expect(await db.consent.findUniqueOrThrow({ where: { id: moverConsent.consentId } })).toMatchObject({
      status: 'expired',
    });
    expect((await bystander.read('/v1/accounts', bystanderConsent, psuPresent)).status).toBe(200);
  });

  it('the four calls a day without the PSU come back a sandbox day later', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 2 * 3_600_000));
    const balances = `/v1/accounts/${consent.accountIds[0]}/balances`;
    for (let call = 1; call <= 4; call++) expect((await tpp.read(balances, consent)).status).toBe(200);
    expect((await tpp.read(balances, consent)).status).toBe(429);
    await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'PT24H' }) });
    expect((await tpp.read(balances, consent)).status).toBe(200);
  });

  it("execution dates are checked against the sandbox's day", async () => {
    const tpp = await createPaymentTpp();
    const psu = await psuOf(tpp.organizationIdentifier, '13039319955');
    const pay = (requestedExecutionDate: string) =>
      tpp.post(
        '/v1/payments/norwegian-domestic-credit-transfers',
        {
          instructedAmount: { currency: 'NOK', amount: '100.00' },
          creditorName: 'Kari Nordmann',
          creditorAccount: { bban: '86011117947' },
          requestedExecutionDate,
        },
        { 'PSU-ID': psu.psuId },
      );
    // Beyond the horizon of a year today, within it a month on; a date that has passed on the sandbox's day is refused.
    const farOff = addDays(today(), 380);
    expect(firstMessage(await pay(farOff)).code).toBe('EXECUTION_DATE_INVALID');
    await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'P1M' }) });
    expect((await pay(farOff)).status).toBe(201);
    expect(firstMessage(await pay(addDays(today(), 5))).code).toBe('EXECUTION_DATE_INVALID');
  });

  it("a monthly standing order books three dates over three months, on the sandbox's days, in that sandbox only", async () => {
    const [mover, bystander] = [await newBatchSandbox(), await newBatchSandbox()];
    const start = nextUnclampedDay(today());
    const order = { frequency: 'Monthly', startDate: start, firstPaymentDate: start };
    const [moverDebtor, bystanderDebtor] = [await mover.account(10_000), await bystander.account(10_000)];
    const moverOrder = await mover.insertPayment({
      debtor: moverDebtor,
      instructions: [{ amount: 100 }],
      periodic: order,
    });
    const bystanderOrder = await bystander.insertPayment({
      debtor: bystanderDebtor,
      instructions: [{ amount: 100 }],
      periodic: order,
    });

    const moved = await mover.tpp.put('/v1/sandbox/clock', { advanceBy: 'P3M' });
    expect(moved.status).toBe(200);
    const dates = await debitedDatesOf(moverOrder, moverDebtor.resourceId);
    expect(dates).toHaveLength(3);
    expect(dates[0]).toBe(start);
    // Each a month after the one before, none on the real day the test runs.
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(3);
    // 100 minor units three times from 10 000 (D7: minor units).
    expect(await balancesOf(moverDebtor.resourceId)).toEqual({ closingBooked: 9_700n, expected: 9_700n });
    const booked = await db.transaction.findMany({
      where: { paymentId: moverOrder, accountId: moverDebtor.resourceId },
    });
    for (const entry of booked) expect(entry.bookingDate).toEqual(entry.transactionDate);

    expect(await debitedDatesOf(bystanderOrder, bystanderDebtor.resourceId)).toEqual([]);
    expect(await balancesOf(bystanderDebtor.resourceId)).toEqual({ closingBooked: 10_000n, expected: 10_000n });
  });

  it('a moved clock keeps running: the scheduler runs the run times it has passed since, once', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    await sandbox.tpp.put('/v1/sandbox/clock', { advanceBy: 'PT1S' });
    const payment = await sandbox.insertPayment({ debtor, instructions: [{ amount: 100 }] });
    // A day of real time later: the clock has passed that day's runs.
    const dayLater = new Date(Date.now() + 86_400_000);
    expect((await runMovedClocksBatches({ now: dayLater, times: defaultBatchTimes })).executed).toContain(payment);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment } })).status).toBe('ACSC');
    expect((await runMovedClocksBatches({ now: dayLater, times: defaultBatchTimes })).executed).not.toContain(payment);
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 9_900n, expected: 9_900n });
  });
});
