import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { findDuePayments } from '@/lib/payments/batch/find-due-payments';
import { findDuePeriodicPayments } from '@/lib/payments/batch/find-due-periodic-payments';
import { addDays } from '@/lib/sandbox/shared/calendar';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { scaReturn } from '@/lib/sca/sca-return';
import { createAisTpp } from '@/tests/integration/support/ais-fixture';
import { grantTestConsent } from '@/tests/integration/support/grant-test-consent';
import { newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';
import { myConsentsBrowser } from '@/tests/integration/support/my-consents-browser';

// D16: what else in a TPP's sandbox follows its clock: the PSU pages' failure reasons, "My consents", a replayed
// POST's restored SCA link, the SCA reads that end expired links, and the scheduled batch leaving moved clocks out.

const today = () => bankDate(new Date());
const ola = '12085592767';

/** A failed SCA of `paymentId` whose PSU opened the link and never signed in, as the PSU pages read it. */
function failedPaymentFlow(tppId: string, paymentId: string): ScaFlow {
  return {
    authorisationId: randomUUID(),
    kind: 'PAYMENT',
    scaStatus: 'FAILED',
    tppId,
    tppName: 'Clock TPP',
    tppOrganizationIdentifier: 'PSDNO-FSA-CLOCK',
    customerId: null,
    context: null,
    requestedContext: null,
    agreementId: null,
    consentId: null,
    consentStatus: null,
    paymentId,
    basketId: null,
    redirectPreferred: true,
    language: null,
    failedAttempts: 0,
    triedNumberAt: null,
    isLinkOpened: true,
    hasSessionEnded: false,
    psuIdHint: null,
    corporateIdHint: null,
    tppSessionId: randomUUID(),
    tppRedirectUri: 'https://tpp.example/cb',
    tppNokRedirectUri: null,
  };
}

describe("the PSU pages on the TPP's clock", () => {
  it('a standing order whose dates all passed on the sandbox clock fails as schedule-passed', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    expect((await sandbox.tpp.put('/v1/sandbox/clock', { advanceBy: 'P30D' })).status).toBe(200);
    // Every date is still ahead in real time, and behind on the sandbox's.
    const order = await sandbox.insertPayment({
      debtor,
      instructions: [{ amount: 100 }],
      status: 'RCVD',
      periodic: { frequency: 'Weekly', startDate: addDays(today(), 1), endDate: addDays(today(), 10) },
    });

    const returned = await scaReturn(failedPaymentFlow(sandbox.tppId, order));
    expect(returned).toMatchObject({ outcome: 'failure', reason: 'schedule-passed' });
  });

  it('"My consents" shows a consent that expired on the clock as expired, and offers no revocation', async () => {
    const tpp = await createAisTpp();
    const { consentId } = await grantTestConsent({
      organizationIdentifier: tpp.organizationIdentifier,
      customerNumber: ola,
      context: 'PRIVATE',
    });
    await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'P91D' }) });

    const { psu, list } = await myConsentsBrowser({
      linkedTo: tpp.organizationIdentifier,
      nationalIdentityNumber: ola,
    });
    expect(list.html).toContain('Signed in as Ola Nordmann');
    expect(list.html).not.toContain(`/my-consents/revoke?consent=${consentId}`);
    const row = await db.consent.findUniqueOrThrow({ where: { id: consentId } });
    expect(row.status).toBe('expired');
    // It ended on the sandbox's day, not on the real one.
    expect(bankDate(row.statusChangedAt)).toBe(addDays(today(), 91));
    expect((await psu.get(`/my-consents/revoke?consent=${consentId}`)).path).toBe('/my-consents');
  });
});

describe("the API's SCA links on the TPP's clock", () => {
  it("a replayed POST restores no SCA link that expired on the TPP's clock", async () => {
    const tpp = await createAisTpp();
    const requestId = randomUUID();
    const create = () =>
      tpp.client.request('POST', '/v1/bank-offered-consents', { headers: { 'X-Request-ID': requestId } });
    type Created = { consentId: string; _links: Record<string, { href: string }> };
    const first = (await create()).body as Created;
    expect(first._links.scaRedirect).toBeDefined();

    await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'PT1H' }) });
    const again = await create();
    expect(again.status).toBe(201);
    expect((again.body as Created).consentId).toBe(first.consentId);
    expect((again.body as Created)._links.scaRedirect).toBeUndefined();
  });

  it('an SCA whose link expired on the clock reads as failed at once, without waiting for housekeeping', async () => {
    const tpp = await createAisTpp();
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents');
    const { consentId } = created.body as { consentId: string };
    const [authorisation] = await db.authorisation.findMany({ where: { consentId }, select: { id: true } });
    await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy: 'PT1H' }) });

    const read = await tpp.client.request('GET', `/v1/consents/${consentId}/authorisations/${authorisation?.id}`);
    expect(read.body).toMatchObject({ scaStatus: 'failed' });
    expect(await db.authorisation.findUniqueOrThrow({ where: { id: authorisation?.id } })).toMatchObject({
      scaStatus: 'FAILED',
    });
  });
});

describe('the scheduled batch run on real time', () => {
  it("leaves out the payments and standing orders of a sandbox whose clock moved, and runs everyone else's", async () => {
    const [mover, bystander] = [await newBatchSandbox(), await newBatchSandbox()];
    await mover.tpp.put('/v1/sandbox/clock', { advanceBy: 'PT1S' });
    const [moverDebtor, bystanderDebtor] = [await mover.account(10_000), await bystander.account(10_000)];
    const order = { frequency: 'Daily', startDate: today(), firstPaymentDate: today() };
    const due = {
      single: [
        await mover.insertPayment({ debtor: moverDebtor, instructions: [{ amount: 100 }] }),
        await bystander.insertPayment({ debtor: bystanderDebtor, instructions: [{ amount: 100 }] }),
      ],
      periodic: [
        await mover.insertPayment({ debtor: moverDebtor, instructions: [{ amount: 100 }], periodic: order }),
        await bystander.insertPayment({ debtor: bystanderDebtor, instructions: [{ amount: 100 }], periodic: order }),
      ],
    };

    // What the scheduler's run on real time (no TPP named) would execute today.
    const single = await findDuePayments({ day: today() });
    const periodic = await findDuePeriodicPayments({ day: today() });
    expect([single.includes(due.single[0] ?? ''), single.includes(due.single[1] ?? '')]).toEqual([false, true]);
    expect([periodic.includes(due.periodic[0] ?? ''), periodic.includes(due.periodic[1] ?? '')]).toEqual([false, true]);
  });
});
