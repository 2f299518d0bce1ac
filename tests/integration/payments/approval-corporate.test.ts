import { afterAll, describe, expect, inject, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { initializedTpp } from '@/e2e/fixtures/sandbox-tpp';
import {
  approveWithFirstAccount,
  createTestPayment,
  startPaymentAuthorisation,
  type TestPaymentInput,
} from '@/tests/integration/support/payment-fixture-psu';
import { addCorporateApprover } from '@/tests/integration/support/add-corporate-approver';
import { pageText } from '@/tests/integration/support/page-text';

// A schedule dated next year: ahead of the bank's date whenever the test runs.
const nextYear = Number(bankDate(new Date()).slice(0, 4)) + 1;

// D23: corporate approvals (spec "Sandbox engagement": REGISTER up to registerLimit, APPROVE up to approvalLimit, minor
// units, D7). The known state (D10) lets 13039319955 register for 18129215603 up to NOK 500,000.00.
const baseUrl = inject('baseUrl');
const registrar = '13039319955';
const approver = '12085592767';

afterAll(async () => {
  await db.$disconnect();
});

/** A fresh sandbox world with the corporation's agreement and its first account. */
async function corporateWorld() {
  const tpp = await initializedTpp(baseUrl, { roles: ['PSP_PI'] });
  const tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } })).id;
  const agreement = await db.agreement.findFirstOrThrow({ where: { tppId, owner: { customerNumber: '18129215603' } } });
  const registrarEngagements = await db.engagement.findMany({
    where: { agreementId: agreement.id, customer: { customerNumber: registrar }, accountId: { not: null } },
  });
  const pay = (amount: bigint, extra: Pick<TestPaymentInput, 'service' | 'schedule'> = {}) =>
    createTestPayment({
      organizationIdentifier: tpp.organizationIdentifier,
      ...extra,
      instructions: [{ amount, creditorName: 'Bygg AS', creditorBban: '15032080119' }],
      psu: { psuContext: 'CORPORATE' },
    });
  const setRegistrar = (data: {
    roles?: ('REGISTER' | 'VIEW' | 'APPROVE')[];
    approvalLimit?: bigint | null;
    registerLimit?: bigint | null;
  }) =>
    db.engagement.updateMany({ where: { id: { in: registrarEngagements.map((engagement) => engagement.id) } }, data });
  /** Lets the other private customer approve for the corporation, up to `approvalLimit`, on every account of the agreement. */
  const addApprover = async (
    approvalLimit: bigint,
    roles: ('REGISTER' | 'VIEW' | 'APPROVE')[] = ['REGISTER', 'VIEW', 'APPROVE'],
  ) => ({ psuCorporateId: await addCorporateApprover({ tppId, approver, approvalLimit, roles }) });
  /** D25: the payments in one signing basket, through the signed API; its SCA in the corporate context. */
  const basket = async (paymentIds: string[]) => {
    const response = await tpp.client.request('POST', '/v1/signing-baskets', {
      body: JSON.stringify({ paymentIds }),
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'CORPORATE' },
    });
    if (response.status !== 201) throw new Error(`basket answered ${response.status}: ${response.text}`);
    return (response.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href;
  };
  /** Another SCA for the payment, as POST …/authorisations starts it for a second approver (D23). */
  const authorise = (paymentId: string, psu: TestPaymentInput['psu']) =>
    startPaymentAuthorisation({ tppId, paymentId, psu });
  return { tppId, pay, setRegistrar, addApprover, basket, authorise };
}

async function approveBasketAs(scaRedirect: string, customerNumber: string) {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  expect(page.path).toBe('/sca/basket');
  return psu.submit('/sca/actions/basket', { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
}

async function approveAs(scaRedirect: string, customerNumber: string) {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  expect(page.path).toBe('/sca/payment');
  return approveWithFirstAccount(psu, page);
}

const statusOf = async (paymentId: string) => (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status;

/** The registrar of a PATC payment, now allowed to approve without limit, tries a second approval: refused, still PATC. */
async function expectRegistrarRefusedAsApprover(world: Awaited<ReturnType<typeof corporateWorld>>, paymentId: string) {
  await world.setRegistrar({ roles: ['REGISTER', 'VIEW', 'APPROVE'], approvalLimit: null });
  const again = await world.authorise(paymentId, { psuContext: 'CORPORATE' });
  expect((await approveAs(again.scaRedirect, registrar)).path).toBe('/sca/payment?error=same-approver');
  expect(await statusOf(paymentId)).toBe('PATC');
}

describe('corporate limits', () => {
  it('REGISTER within registerLimit: PATC and the SCA finalised; another PSU with APPROVE over the amount then approves: PDNG', async () => {
    const world = await corporateWorld();
    const created = await world.pay(123_450n);
    const registered = await approveAs(created.scaRedirect, registrar);
    const back = new URL(registered.tppReturnUrl ?? '');
    expect(back.searchParams.get('context')).toBe('CORPORATE');
    expect(back.searchParams.get('psu-corporate-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statusOf(created.paymentId)).toBe('PATC');

    const again = await world.authorise(created.paymentId, { psuContext: 'CORPORATE' });
    expect((await approveAs(again.scaRedirect, registrar)).path).toBe('/sca/payment?error=over-limit');
    expect(await statusOf(created.paymentId)).toBe('PATC');

    const { psuCorporateId } = await world.addApprover(123_450n);
    const second = await world.authorise(created.paymentId, { psuCorporateId });
    expect((await approveAs(second.scaRedirect, approver)).tppReturnUrl).toContain(
      `psu-corporate-id=${psuCorporateId}`,
    );
    expect(await statusOf(created.paymentId)).toBe('PDNG');
  });

  it('a registered standing order whose every date passed before the second approval is refused and rejected (D23), not left PATC', async () => {
    const world = await corporateWorld();
    const created = await world.pay(123_450n, {
      service: 'periodic_payments',
      schedule: { frequency: 'Monthly', startDate: `${nextYear}-01-05`, endDate: `${nextYear}-03-05` },
    });
    await approveAs(created.scaRedirect, registrar);
    expect(await statusOf(created.paymentId)).toBe('PATC');
    // Time passes before the second approver comes: the schedule now lies wholly in the past.
    await db.payment.update({
      where: { id: created.paymentId },
      data: { startDate: new Date('2026-01-05T00:00:00Z'), endDate: new Date('2026-03-05T00:00:00Z') },
    });
    const { psuCorporateId } = await world.addApprover(123_450n);
    const second = await world.authorise(created.paymentId, { psuCorporateId });
    expect((await approveAs(second.scaRedirect, approver)).tppReturnUrl).toContain('code=EXECUTION_DATE_INVALID');
    expect(await statusOf(created.paymentId)).toBe('RJCT');
  });

  it('an approver whose engagement has APPROVE alone may act for the company on a payment, though not for a consent', async () => {
    const world = await corporateWorld();
    const created = await world.pay(123_450n);
    expect((await approveAs(created.scaRedirect, registrar)).tppReturnUrl).toContain('context=CORPORATE');
    expect(await statusOf(created.paymentId)).toBe('PATC');

    const { psuCorporateId } = await world.addApprover(200_000n, ['APPROVE']);
    const second = await world.authorise(created.paymentId, { psuCorporateId });
    expect((await approveAs(second.scaRedirect, approver)).tppReturnUrl).toContain(
      `psu-corporate-id=${psuCorporateId}`,
    );
    expect(await statusOf(created.paymentId)).toBe('PDNG');

    const customer = await db.customer.findUniqueOrThrow({
      where: { tppId_customerNumber: { tppId: world.tppId, customerNumber: approver } },
    });
    const forConsent = await listCorporateAgreements({ tppId: world.tppId, customerId: customer.id });
    const forPayment = await listCorporateAgreements({ tppId: world.tppId, customerId: customer.id, kind: 'PAYMENT' });
    expect(forPayment.map((agreement) => agreement.companyName)).toEqual(
      expect.arrayContaining(forConsent.map((agreement) => agreement.companyName)),
    );
    expect(forPayment.length).toBe(forConsent.length + 1);
  });

  it('REGISTER over registerLimit: refused, the payment stays RCVD', async () => {
    const world = await corporateWorld();
    const created = await world.pay(50_000_001n);
    expect((await approveAs(created.scaRedirect, registrar)).path).toBe('/sca/payment?error=over-limit');
    expect(await statusOf(created.paymentId)).toBe('RCVD');
  });

  it.each([
    ['approvalLimit at the amount approves', 100_000n, 'PDNG'],
    ['approvalLimit below the amount registers', 99_999n, 'PATC'],
  ] as const)('APPROVE: %s', async (_name, approvalLimit, status) => {
    const world = await corporateWorld();
    await world.setRegistrar({ roles: ['REGISTER', 'VIEW', 'APPROVE'], approvalLimit });
    const created = await world.pay(100_000n);
    expect((await approveAs(created.scaRedirect, registrar)).tppReturnUrl).toContain('context=CORPORATE');
    expect(await statusOf(created.paymentId)).toBe(status);
  });

  it('the PSU who registered a payment cannot be its second approver', async () => {
    const world = await corporateWorld();
    const created = await world.pay(100_000n);
    await approveAs(created.scaRedirect, registrar);
    expect(await statusOf(created.paymentId)).toBe('PATC');
    await expectRegistrarRefusedAsApprover(world, created.paymentId);
  });

  it('nor when they registered it in a signing basket (D25)', async () => {
    const world = await corporateWorld();
    const created = await world.pay(100_000n);
    const basketRedirect = await world.basket([created.paymentId]);
    expect((await approveBasketAs(basketRedirect, registrar)).tppReturnUrl).toContain('context=CORPORATE');
    expect(await statusOf(created.paymentId)).toBe('PATC');
    await expectRegistrarRefusedAsApprover(world, created.paymentId);
  });

  it('and a payment in a signing basket is registered with its basket only: its own link no longer approves it (D25)', async () => {
    const world = await corporateWorld();
    const created = await world.pay(100_000n);
    const basketRedirect = await world.basket([created.paymentId]);
    const ownLink = await headlessPsu(baseUrl).open(created.scaRedirect);
    expect(ownLink.path).toMatch(/^\/sca\/ended\?reason=withdrawn/);
    expect(await statusOf(created.paymentId)).toBe('RCVD');
    expect((await approveBasketAs(basketRedirect, registrar)).tppReturnUrl).toContain('psu-id=');
    expect(await statusOf(created.paymentId)).toBe('PATC');
  });
});

/** What one corporate approval said before and after, and what the TPP's redirect carried (D23, D29). */
async function approvalSaid(scaRedirect: string, customerNumber: string, kind: 'payment' | 'basket' = 'payment') {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  const before = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  expect(before.path).toBe(`/sca/${kind}`);
  const after = await psu.submit(`/sca/actions/${kind}`, {
    debtorAccount: inputValues(before, 'debtorAccount')[0] ?? '',
  });
  return {
    before: pageText(before),
    after: pageText(after),
    transactionStatus: new URL(after.tppReturnUrl ?? 'about:blank').searchParams.get('transactionStatus'),
  };
}

async function companyNameFor(tppId: string, customerNumber: string): Promise<string> {
  const customer = await db.customer.findUniqueOrThrow({ where: { tppId_customerNumber: { tppId, customerNumber } } });
  const agreement = await db.agreement.findFirstOrThrow({ where: { tppId, owner: { customerNumber: '18129215603' } } });
  const agreements = await listCorporateAgreements({ tppId, customerId: customer.id, kind: 'PAYMENT' });
  return agreements.find((candidate) => candidate.agreementId === agreement.id)?.companyName ?? '';
}

describe('an approval that only registers, said before and after (D23, D29)', () => {
  const needsAnother = 'this payment also needs approval by another authorised person';

  it('an approver under the amount is told their limit; the outcome is "Registered", the redirect carries PATC, then PDNG', async () => {
    const world = await corporateWorld();
    const created = await world.pay(123_450n);
    await world.setRegistrar({ roles: ['REGISTER', 'VIEW', 'APPROVE'], approvalLimit: 100_000n });
    const company = await companyNameFor(world.tppId, registrar);
    const registered = await approvalSaid(created.scaRedirect, registrar);
    expect(registered.before).toContain(`Your approval limit for ${company} is NOK 1,000.00; ${needsAnother}.`);
    expect(registered.after).toContain('Registered: waiting for a second approval');
    expect(registered.after).not.toContain('Approved');
    expect(registered.transactionStatus).toBe('PATC');
    expect(await statusOf(created.paymentId)).toBe('PATC');

    const { psuCorporateId } = await world.addApprover(123_450n);
    const second = await approvalSaid(
      (await world.authorise(created.paymentId, { psuCorporateId })).scaRedirect,
      approver,
    );
    expect(second.before).not.toContain(needsAnother);
    expect(second.after).toContain('Approved');
    expect(second.after).not.toContain('Registered');
    expect(second.transactionStatus).toBe('PDNG');
  });

  it('a PSU who may only register is told so, and a registered basket returns PATC', async () => {
    const world = await corporateWorld();
    const created = await world.pay(100_000n);
    const company = await companyNameFor(world.tppId, registrar);
    const registered = await approvalSaid(await world.basket([created.paymentId]), registrar, 'basket');
    expect(registered.before).toContain(`You can register payments for ${company}, not approve them; ${needsAnother}.`);
    expect(registered.after).toContain('Registered: waiting for a second approval');
    expect(registered.transactionStatus).toBe('PATC');
  });

  it('a private approval says nothing of limits and returns PDNG', async () => {
    const tpp = await initializedTpp(baseUrl, { roles: ['PSP_PI'] });
    const created = await createTestPayment({
      organizationIdentifier: tpp.organizationIdentifier,
      instructions: [{ amount: 10_000n, creditorName: 'Bygg AS', creditorBban: '15032080119' }],
      psu: { psuContext: 'PRIVATE' },
    });
    const approved = await approvalSaid(created.scaRedirect, approver);
    expect(approved.before).not.toContain(needsAnother);
    expect(approved.after).toContain('Approved');
    expect(approved.transactionStatus).toBe('PDNG');
  });
});
