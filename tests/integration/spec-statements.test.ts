import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { db } from '@/lib/db';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { createSandboxTpp, newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { createAisTpp, psuPresent } from './support/ais-fixture';
import { createPaymentTpp } from './support/payment-fixture-api';
import { errorOf, newCustomerNumber, newSandboxTpp } from './support/sandbox-tpp';
import { dropHeader, getHeader, sendSigned, setHeader, type RawResponse } from './support/send-signed';
import { domesticPaymentBody, domesticPaymentPath } from './support/started-sca';

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
      ...((await tpp.read('/v1/accounts?withBalance=true', consent, psuPresent)).body as { accounts: Balances[] }).accounts.flatMap((account) => account.balances),
    ];
    expect(answers.length).toBeGreaterThan(4);
    for (const balance of answers) expect(balance.lastChangeDateTime).toMatch(specDateTime);
    const closingBooked = answers.find((balance) => balance.balanceType === 'closingBooked');
    expect(closingBooked?.lastChangeDateTime).toBe(formatBankDateTime(stored.lastChangeDateTime));
    expect(Date.parse(closingBooked?.lastChangeDateTime ?? '')).toBe(Math.floor(stored.lastChangeDateTime.getTime() / 1000) * 1000);
  });
});

describe('structured address (spec "Errors": enforced in the sandbox from 13 August 2026)', () => {
  const sepa = {
    instructedAmount: { currency: 'EUR', amount: '12.00' },
    creditorName: 'Muster GmbH',
    creditorAccount: { iban: 'DE89370400440532013000' },
    creditorAgent: 'COBADEFFXXX',
    creditorAddress: { townName: 'Berlin', country: 'DE' },
  };
  const bodyFor = (service: string, instruction: object) =>
    service === 'bulk-payments' ? { payments: [instruction] } : service === 'periodic-payments' ? { ...instruction, startDate: bankDate(new Date(Date.now() + 86_400_000)), frequency: 'Monthly' } : instruction;
  const prefixFor = (service: string) => (service === 'bulk-payments' ? 'payments[0].' : '');

  // The TPP provides creditor agent BIC, creditor name, creditor town name and creditor country code.
  it.each([
    ['creditorAddress', { creditorAddress: undefined }],
    ['creditorAddress.townName', { creditorAddress: { country: 'DE' } }],
    ['creditorAddress.country', { creditorAddress: { townName: 'Berlin' } }],
    ['creditorName', { creditorName: undefined }],
  ])('a SEPA payment without %s is 400 FORMAT_ERROR naming it', async (path, fields) => {
    const tpp = await createPaymentTpp();
    const response = await tpp.post('/v1/payments/sepa-credit-transfers', JSON.parse(JSON.stringify({ ...sepa, ...fields })));
    expect(errorOf(response)).toEqual({ status: 400, code: 'FORMAT_ERROR', path });
  });

  const combinations = ['sepa-credit-transfers', 'instant-sepa-credit-transfers', 'cross-border-credit-transfers'].flatMap((product) =>
    ['payments', 'periodic-payments', 'bulk-payments'].map((service) => [service, product] as const),
  );
  it.each(combinations)('%s %s: a creditor without a town name is refused, with one it is accepted', async (service, product) => {
    const tpp = await createPaymentTpp();
    const withoutTown = await tpp.post(`/v1/${service}/${product}`, bodyFor(service, { ...sepa, creditorAddress: { country: 'DE' } }));
    expect(errorOf(withoutTown)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: `${prefixFor(service)}creditorAddress.townName` });
    expect((await tpp.post(`/v1/${service}/${product}`, bodyFor(service, sepa))).status).toBe(201);
  });
});

describe('sandbox resources (spec "Sandbox engagement", "Sandbox card account")', () => {
  it('an engagement may hold every role of the enum: 201 with the request shape', async () => {
    const tpp = newSandboxTpp();
    const customer = async (customerType: string, customerName: string) =>
      (await tpp.post('/v1/sandbox/customers', { customerNumber: newCustomerNumber(), customerType, customerName })).body as SandboxCustomerView;
    const [company, person] = [await customer('CORPORATE', 'Havbris AS'), await customer('PRIVATE', 'Lars Olsen')];
    const account = (await tpp.post('/v1/sandbox/accounts', { customerNumber: company.customerNumber, currency: 'NOK' })).body as SandboxAccountView;
    const agreement = (await tpp.post('/v1/sandbox/agreements', { owner: company.customerNumber, name: 'Havbris AS' })).body as SandboxAgreementView;
    const engagement = { customer: person.customerNumber, account: { iban: account.iban }, roles: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER', 'APPROVE', 'INTERNAL_TRANSFER', 'SALARY'], registerLimit: 100, approvalLimit: 200 };
    const created = await tpp.post(agreement._links.engagements.href, engagement);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(engagement);
  });

  it.each(['enabled', 'deleted', 'blocked'])('a card account may have status %s and a name of 70 characters; its balances may be closingBooked and expected', async (status) => {
    const tpp = newSandboxTpp();
    const owner = (await tpp.post('/v1/sandbox/customers', { customerNumber: newCustomerNumber(), customerType: 'PRIVATE', customerName: 'Marte Larsen' })).body as SandboxCustomerView;
    const created = await tpp.post('/v1/sandbox/card-accounts', { customerNumber: owner.customerNumber, maskedPan: '476173******0010', currency: 'NOK', status, name: 'N'.repeat(70) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status, name: 'N'.repeat(70) });
    const balances = [
      { balanceAmount: { currency: 'NOK', amount: -100 }, balanceType: 'closingBooked' },
      { balanceAmount: { currency: 'NOK', amount: -250 }, balanceType: 'expected' },
    ];
    const replaced = await tpp.put(`${(created.body as SandboxCardAccountView)._links.self.href}/balances`, balances);
    expect([replaced.status, replaced.body]).toEqual([200, { balances }]);
  });
});

describe('headers (spec "Common request headers", "Start signing basket authorisation", "Versioning")', () => {
  it('GET /v1/accounts without any PSU-ID needs SCA: 401 with an absolute scaRedirect link object (href and verbs)', async () => {
    const tpp = await createAisTpp();
    const response = await tpp.client.request('GET', '/v1/accounts', { headers: psuPresent });
    expect(response.status).toBe(401);
    expect((response.body as { _links: { scaRedirect: unknown } })._links.scaRedirect).toEqual({ href: expect.stringMatching(/^https?:\/\/[^/]+\/sca\//), verbs: ['GET'] });
  });

  it('PSU-Corporate-ID that is not a UUID is 400 FORMAT_ERROR naming the header', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955');
    expect(errorOf(await tpp.read('/v1/accounts', consent, { 'PSU-Corporate-ID': 'acme', ...psuPresent }))).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'PSU-Corporate-ID' });
  });

  it('x-accept-fix takes several comma-separated values; one the bank does not know changes nothing', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955');
    const plain = await tpp.read('/v1/accounts?withBalance=true', consent, psuPresent);
    const fixed = await tpp.read('/v1/accounts?withBalance=true', consent, { 'x-accept-fix': 'amount-as-string, longer-names,no-such-fix', ...psuPresent });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual(plain.body);
  });

  it('a signing basket authorisation takes amount-as-string among other x-accept-fix values, and PSU-HTTP-Method PATCH', async () => {
    const tpp = await createPaymentTpp();
    const payment = await tpp.post(domesticPaymentPath, domesticPaymentBody);
    const basket = await tpp.post('/v1/signing-baskets', { paymentIds: [(payment.body as { paymentId: string }).paymentId] });
    const required = { 'TPP-Session-ID': `s-${randomUUID()}`, 'PSU-ID': randomUUID(), 'PSU-IP-Address': '192.0.2.10' };
    const authorisations = `/v1/signing-baskets/${(basket.body as { basketId: string }).basketId}/authorisations`;
    const variants: Record<string, string>[] = [{ 'x-accept-fix': 'longer-names, amount-as-string' }, { 'x-accept-fix': 'amount-as-string', 'PSU-HTTP-Method': 'PATCH' }];
    for (const extra of variants) {
      const response = await tpp.post(authorisations, {}, { ...required, ...extra });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({ scaStatus: 'received', _links: { scaRedirect: { href: expect.stringMatching(/^https?:/), verbs: ['GET'] } } });
    }
  });
});

describe('request format and signing (spec "What the service does" 7, "Signature header")', () => {
  const certificate = issueTestCertificate({ organizationIdentifier: newOrganizationIdentifier(), organizationName: 'Spec Statements AS', roles: ['PSP_AI'] });
  // The unknown-path handler answers 404 RESOURCE_UNKNOWN to every request that passed the checks.
  const target = '/v1/spec-statement-target';
  const outcomeOf = (response: RawResponse) => {
    const message = (response.body as { tppMessages: { code: string; path?: string }[] }).tppMessages[0];
    return { status: response.status, code: message?.code, ...(message?.path ? { path: message.path } : {}) };
  };

  it('a JSON body declared in another charset than UTF-8 is refused (415 naming Content-Type); UTF-8 declared is accepted', async () => {
    const declared = (charset: string) => sendSigned({ method: 'POST', url: target, certificate, body: { name: 'Åse' }, tamper: (request) => setHeader(request.headers, 'Content-Type', `application/json; charset=${charset}`) });
    expect(outcomeOf(await declared('iso-8859-1'))).toEqual({ status: 415, code: 'FORMAT_ERROR', path: 'Content-Type' });
    expect(outcomeOf(await declared('UTF-8'))).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
  });

  it('the sandbox mock-data operations are signed too: unsigned or with a broken signature they are 400 and change nothing', async () => {
    const tpp = createSandboxTpp({ baseUrl: inject('baseUrl') });
    const customerNumber = newCustomerNumber();
    expect((await tpp.client.request('POST', '/v1/sandbox/customers', { body: JSON.stringify({ customerNumber, customerType: 'PRIVATE', customerName: 'Eva Berg' }) })).status).toBe(201);
    const unsigned = (method: string, url: string, body?: object) => sendSigned({ method, url, certificate: tpp.certificate, body, tamper: (request) => dropHeader(request.headers, 'Signature') });
    const altered = (method: string, url: string) =>
      sendSigned({ method, url, certificate: tpp.certificate, tamper: (request) => setHeader(request.headers, 'Signature', getHeader(request.headers, 'Signature').replace(/signature="[^"]{8}/, 'signature="AAAAAAAA')) });
    expect(outcomeOf(await unsigned('POST', '/v1/sandbox/initialize'))).toEqual({ status: 400, code: 'SIGNATURE_MISSING', path: 'Signature' });
    expect(outcomeOf(await altered('POST', '/v1/sandbox/initialize'))).toMatchObject({ status: 400, code: 'SIGNATURE_INVALID' });
    expect(outcomeOf(await unsigned('GET', '/v1/sandbox/customers'))).toEqual({ status: 400, code: 'SIGNATURE_MISSING', path: 'Signature' });
    expect(outcomeOf(await unsigned('POST', '/v1/sandbox/card-accounts', { customerNumber, maskedPan: '476173******0010', currency: 'NOK' }))).toEqual({ status: 400, code: 'SIGNATURE_MISSING', path: 'Signature' });
    const customers = (await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true')).body as { customers: SandboxCustomerView[] };
    expect(customers.customers.map((customer) => [customer.customerNumber, customer.cardAccounts ?? []])).toEqual([[customerNumber, []]]);
  });

  it('the four name="value" parts of the Signature header are read in any order, with a space after each comma', async () => {
    const response = await sendSigned({
      method: 'GET',
      url: target,
      certificate,
      tamper: (request) => setHeader(request.headers, 'Signature', [...(getHeader(request.headers, 'Signature').match(/[A-Za-z]+="[^"]*"/g) ?? [])].reverse().join(', ')),
    });
    expect(outcomeOf(response)).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
  });
});

describe('structured remittance in payment initiation (spec "Other shown facts about resources" 4)', () => {
  const kid = { reference: '12345678903', referenceType: 'SCOR', referenceIssuer: 'Fjordkraft AS' };
  const read = async (tpp: Awaited<ReturnType<typeof createPaymentTpp>>, response: { body: unknown }) => {
    const answer = await tpp.client.request('GET', (response.body as { _links: { self: { href: string } } })._links.self.href);
    expect(berlinGroupSchemaErrors({ method: 'get', path: '/v1/{payment-service}/{payment-product}/{paymentId}', status: 200, body: answer.body })).toEqual([]);
    return answer.body as { remittanceInformationStructuredArray?: unknown; payments?: { remittanceInformationStructuredArray?: unknown }[] };
  };
  // The Berlin Group read schema requires debtorAccount, which a payment left to the PSU's choice at SCA does not have yet.
  const debtorAccountOf = async (tpp: Awaited<ReturnType<typeof createPaymentTpp>>) => {
    const account = await db.account.findFirstOrThrow({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier }, iban: { startsWith: 'NO' }, currency: 'NOK' }, select: { iban: true } });
    return { iban: account.iban };
  };

  it('remittanceInformationStructuredArray is taken and read back, in a single and in a bulk payment', async () => {
    const tpp = await createPaymentTpp();
    const debtorAccount = await debtorAccountOf(tpp);
    const single = await tpp.post(domesticPaymentPath, { ...domesticPaymentBody, debtorAccount, remittanceInformationStructuredArray: [kid] });
    expect(single.status, single.text).toBe(201);
    expect((await read(tpp, single)).remittanceInformationStructuredArray).toEqual([kid]);
    const bulk = await tpp.post('/v1/bulk-payments/norwegian-domestic-credit-transfers', { debtorAccount, payments: [{ ...domesticPaymentBody, requestedExecutionDate: undefined, remittanceInformationStructuredArray: [kid] }] });
    expect(bulk.status, bulk.text).toBe(201);
    expect((await read(tpp, bulk)).payments?.[0]?.remittanceInformationStructuredArray).toEqual([kid]);
  });

  it('the deprecated remittanceInformationStructured is still taken, and read back as the array of one that replaces it, without the parts sent as null', async () => {
    const tpp = await createPaymentTpp();
    const response = await tpp.post(domesticPaymentPath, { ...domesticPaymentBody, debtorAccount: await debtorAccountOf(tpp), remittanceInformationStructured: { reference: kid.reference, referenceType: null } });
    expect(response.status, response.text).toBe(201);
    expect((await read(tpp, response)).remittanceInformationStructuredArray).toEqual([{ reference: kid.reference }]);
  });

  it.each([
    ['both the deprecated field and the array', { remittanceInformationStructured: kid, remittanceInformationStructuredArray: [kid] }, 'remittanceInformationStructured'],
    ['an empty array', { remittanceInformationStructuredArray: [] }, 'remittanceInformationStructuredArray'],
    ['a reference of 36 characters', { remittanceInformationStructuredArray: [{ reference: '1'.repeat(36) }] }, 'remittanceInformationStructuredArray[0].reference'],
    ['an unknown field in a reference', { remittanceInformationStructured: { reference: kid.reference, kid: true } }, 'remittanceInformationStructured.kid'],
  ])('%s is 400 FORMAT_ERROR naming the field, and creates nothing', async (_name, fields, path) => {
    const tpp = await createPaymentTpp();
    const before = await db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    expect(errorOf(await tpp.post(domesticPaymentPath, { ...domesticPaymentBody, ...fields }))).toEqual({ status: 400, code: 'FORMAT_ERROR', path });
    expect(await db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } })).toBe(before);
  });
});
