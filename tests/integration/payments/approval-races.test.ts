import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headlessPsu, inputValues, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { revokeConsentByPsu } from '@/lib/consents/revoke-consent-by-psu';
import { db } from '@/lib/db';
import { untilALockWaits } from '@/tests/integration/support/until-a-lock-waits';
import { approveWithFirstAccount } from '@/tests/integration/support/payment-fixture-psu';

// A PSU's approval racing the TPP's withdrawal or another PSU action: whichever commits first, both answers tell the
// truth and the stored state is one of the two outcomes, never a mix.
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const rounds = 6;
let tpp: NamedTpp;

beforeAll(async () => {
  tpp = await initializedTpp(baseUrl, { roles: ['PSP_AI', 'PSP_PI'] });
});

afterAll(async () => {
  await db.$disconnect();
});

/** A bank-offered consent signed in up to its decision page in the PRIVATE context. */
async function atConsentPage() {
  const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
    headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=r1' },
  });
  const consentId = (created.body as { consentId: string }).consentId;
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirectOf(created));
  expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari })).path).toBe('/sca/context');
  const page = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
  expect(page.path).toBe('/sca/consent');
  return { consentId, psu, page };
}

const consentStatusOf = async (consentId: string) =>
  (await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status;

describe('a consent approved while the TPP deletes it', () => {
  it('ends terminated with DELETE 204, whichever commits first', async () => {
    for (let round = 0; round < rounds; round++) {
      const { consentId, psu, page } = await atConsentPage();
      const [approved, deleted] = await Promise.all([
        psu.submit('/sca/actions/consent', { account: inputValues(page, 'account') }),
        tpp.client.request('DELETE', `/v1/consents/${consentId}`),
      ]);
      // The DELETE came first (the approval is refused, the PSU told it was withdrawn) or second (the valid consent ends).
      expect({ round, deleted: deleted.status, status: await consentStatusOf(consentId) }).toEqual({
        round,
        deleted: 204,
        status: 'terminatedByTpp',
      });
      expect(approved.path).not.toContain('/sca/consent');
    }
  });
});

describe('a valid consent revoked by the PSU while the TPP deletes it', () => {
  it('ends in one of the two, and the loser is told so', async () => {
    for (let round = 0; round < rounds; round++) {
      const { consentId, psu, page } = await atConsentPage();
      await psu.submit('/sca/actions/consent', { account: inputValues(page, 'account') });
      expect(await consentStatusOf(consentId)).toBe('valid');
      const customer = await db.customer.findFirstOrThrow({
        where: { tpp: { organizationIdentifier: tpp.organizationIdentifier }, customerNumber: kari },
      });
      const [revoked, deleted] = await Promise.all([
        revokeConsentByPsu({ consentId, customerId: customer.id, now: new Date() }),
        tpp.client.request('DELETE', `/v1/consents/${consentId}`),
      ]);
      const status = await consentStatusOf(consentId);
      if (revoked) expect({ status, deleted: deleted.status }).toEqual({ status: 'revokedByPsu', deleted: 409 });
      else expect({ status, deleted: deleted.status }).toEqual({ status: 'terminatedByTpp', deleted: 204 });
    }
  });
});

const payee = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '100.00' },
};
const product = '/v1/payments/norwegian-domestic-credit-transfers';

async function newPayment(): Promise<string> {
  const response = await tpp.client.request('POST', product, {
    body: { ...payee, requestedExecutionDate: bankDate(new Date(Date.now() + 86_400_000)) },
    headers: { 'TPP-Redirect-URI': 'https://tpp.example/pay' },
  });
  expect(response.status, response.text).toBe(201);
  return (response.body as { paymentId: string }).paymentId;
}

describe('a payment approved while the TPP cancels it', () => {
  it('is either cancelled (DELETE 204, approval refused) or approved (DELETE 405), never both', async () => {
    for (let round = 0; round < rounds; round++) {
      const created = await tpp.client.request('POST', product, {
        body: { ...payee, requestedExecutionDate: bankDate(new Date(Date.now() + 86_400_000)) },
        headers: { 'TPP-Redirect-URI': 'https://tpp.example/pay', 'PSU-Context': 'PRIVATE' },
      });
      const paymentId = (created.body as { paymentId: string }).paymentId;
      const psu = headlessPsu(baseUrl);
      await psu.open(scaRedirectOf(created));
      const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
      expect(page.path).toBe('/sca/payment');
      const [approved, deleted] = await Promise.all([
        approveWithFirstAccount(psu, page),
        tpp.client.request('DELETE', `${product}/${paymentId}`),
      ]);
      const payment = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
      const finalised = await db.authorisation.count({ where: { paymentId, scaStatus: 'FINALISED' } });
      if (deleted.status === 204)
        expect({
          status: payment.status,
          finalised,
          returned: approved.tppReturnUrl?.includes('psu-id=') ?? false,
        }).toEqual({ status: 'CANC', finalised: 0, returned: false });
      else
        expect({ status: payment.status, finalised, deleted: deleted.status }).toEqual({
          status: 'PDNG',
          finalised: 1,
          deleted: 405,
        });
    }
  });
});

describe('one payment put in two signing baskets at once', () => {
  it('joins one basket; the other is refused and holds nothing', async () => {
    for (let round = 0; round < rounds; round++) {
      const [first, second] = [await newPayment(), await newPayment()];
      const answers = await Promise.all([
        tpp.client.request('POST', '/v1/signing-baskets', {
          body: { paymentIds: [first, second] },
          headers: { 'TPP-Redirect-URI': 'https://tpp.example/b' },
        }),
        tpp.client.request('POST', '/v1/signing-baskets', {
          body: { paymentIds: [second] },
          headers: { 'TPP-Redirect-URI': 'https://tpp.example/b' },
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const won = answers.find((answer) => answer.status === 201)?.body as { basketId: string };
      const baskets = await db.payment.findMany({
        where: { id: { in: [first, second] } },
        select: { id: true, basketId: true },
      });
      expect(baskets.find((row) => row.id === second)?.basketId).toBe(won.basketId);
      expect(
        await db.signingBasket.count({
          where: { tpp: { organizationIdentifier: tpp.organizationIdentifier }, payments: { none: {} } },
        }),
      ).toBe(0);
    }
  });
});

describe('a signing basket approved while the TPP cancels one of its payments', () => {
  it('either approves every payment (DELETE 405) or leaves the cancelled one out (approval refused)', async () => {
    for (let round = 0; round < rounds; round++) {
      const paymentIds = [await newPayment(), await newPayment()];
      const created = await tpp.client.request('POST', '/v1/signing-baskets', {
        body: { paymentIds },
        headers: { 'TPP-Redirect-URI': 'https://tpp.example/b', 'PSU-Context': 'PRIVATE' },
      });
      expect(created.status, created.text).toBe(201);
      const psu = headlessPsu(baseUrl);
      await psu.open(scaRedirectOf(created));
      const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
      expect(page.path).toBe('/sca/basket');
      const [, deleted] = await Promise.all([
        psu.submit('/sca/actions/basket', { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' }),
        tpp.client.request('DELETE', `${product}/${paymentIds[0]}`),
      ]);
      const statuses = await Promise.all(
        paymentIds.map(async (id) => (await db.payment.findUniqueOrThrow({ where: { id } })).status),
      );
      if (deleted.status === 204) expect(statuses).toEqual(['CANC', 'RCVD']);
      else expect({ deleted: deleted.status, statuses }).toEqual({ deleted: 405, statuses: ['PDNG', 'PDNG'] });
    }
  });
});

/** Ola opens the SCA link and signs in; `choice` is the debtor account offered for the account `accountId`. */
async function signInChoosing(created: Parameters<typeof scaRedirectOf>[0], accountId: string) {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirectOf(created));
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
  const choice = inputValues(page, 'debtorAccount').find((value) => value.startsWith(accountId)) ?? '';
  expect(choice).not.toBe('');
  return { psu, choice };
}

describe('an account deleted while the PSU approves with it', () => {
  /** A new NOK account of the customer in the TPP's sandbox, so that deleting it takes nothing from the other cases. */
  async function newAccount(customerNumber: string): Promise<string> {
    const created = await tpp.client.request('POST', '/v1/sandbox/accounts', {
      body: { customerNumber, currency: 'NOK' },
    });
    expect(created.status, created.text).toBe(201);
    return (created.body as { resourceId: string }).resourceId;
  }

  /** Deletes the account in a transaction that commits only once `approve` waits for its row, and returns `approve`'s page. */
  async function approveWhileDeleted(accountId: string, approve: () => Promise<PsuPage>): Promise<PsuPage> {
    let approval: Promise<PsuPage> | undefined;
    await db.$transaction(async (client) => {
      await client.account.delete({ where: { id: accountId } });
      approval = approve();
      await untilALockWaits(client);
    });
    return approval as Promise<PsuPage>;
  }

  it('a consent: the page shows the accounts there are now, nothing is granted, and the PSU may approve again', async () => {
    const accountId = await newAccount(kari);
    const { consentId, psu, page } = await atConsentPage();
    const ticked = inputValues(page, 'account');
    expect(ticked.some((choice) => choice.includes(accountId))).toBe(true);
    const refused = await approveWhileDeleted(accountId, () => psu.submit('/sca/actions/consent', { account: ticked }));
    expect([refused.status, refused.path]).toEqual([200, '/sca/consent?error=accounts-changed']);
    expect(refused.html).toContain('The accounts you can choose from changed since the page was shown.');
    expect(await consentStatusOf(consentId)).toBe('received');
    expect(await db.consentAccount.count({ where: { consentId } })).toBe(0);
    expect(inputValues(refused, 'account').some((choice) => choice.includes(accountId))).toBe(false);
    expect(
      (await psu.submit('/sca/actions/consent', { account: inputValues(refused, 'account') })).tppReturnUrl,
    ).toContain('psu-id=');
    expect(await consentStatusOf(consentId)).toBe('valid');
  });

  it('a payment: the page says the payment or the page changed, the payment still waits, and the PSU may approve again', async () => {
    const accountId = await newAccount('12085592767');
    const created = await tpp.client.request('POST', product, {
      body: { ...payee, requestedExecutionDate: bankDate(new Date(Date.now() + 86_400_000)) },
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/pay', 'PSU-Context': 'PRIVATE' },
    });
    const paymentId = (created.body as { paymentId: string }).paymentId;
    const { psu, choice } = await signInChoosing(created, accountId);
    const refused = await approveWhileDeleted(accountId, () =>
      psu.submit('/sca/actions/payment', { debtorAccount: choice }),
    );
    expect([refused.status, refused.path]).toEqual([200, '/sca/payment?error=changed']);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('RCVD');
    expect((await approveWithFirstAccount(psu, refused)).tppReturnUrl).toContain('psu-id=');
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PDNG');
  });

  it('a signing basket: the page says a payment or the page changed, the payments still wait, and the PSU may approve again', async () => {
    const accountId = await newAccount('12085592767');
    const paymentIds = [await newPayment(), await newPayment()];
    const created = await tpp.client.request('POST', '/v1/signing-baskets', {
      body: { paymentIds },
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/b', 'PSU-Context': 'PRIVATE' },
    });
    const { psu, choice } = await signInChoosing(created, accountId);
    const refused = await approveWhileDeleted(accountId, () =>
      psu.submit('/sca/actions/basket', { debtorAccount: choice }),
    );
    expect([refused.status, refused.path]).toEqual([200, '/sca/basket?error=changed']);
    const statuses = async () =>
      Promise.all(paymentIds.map(async (id) => (await db.payment.findUniqueOrThrow({ where: { id } })).status));
    expect(await statuses()).toEqual(['RCVD', 'RCVD']);
    expect(
      (await psu.submit('/sca/actions/basket', { debtorAccount: inputValues(refused, 'debtorAccount')[0] ?? '' }))
        .tppReturnUrl,
    ).toContain('psu-id=');
    expect(await statuses()).toEqual(['PDNG', 'PDNG']);
  });
});
