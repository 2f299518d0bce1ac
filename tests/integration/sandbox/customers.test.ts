import { describe, expect, it } from 'vitest';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { errorOf, firstMessage, newCustomerNumber, newSandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import { badRequest, knownCustomerNumbers } from '@/tests/integration/support/sandbox-refusals';
import { newPrivateCustomer } from '@/tests/integration/support/new-private-customer';
import { postSandboxCustomer } from '@/tests/integration/support/post-sandbox-customer';

// /v1/sandbox/customers (D16): customerId, customerNumber, customerType, customerName and _links.self with verbs.

const id = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/);

describe('POST /v1/sandbox/customers', () => {
  it('creates a private customer (201) with its own agreement, readable by GET and listed', async () => {
    const tpp = newSandboxTpp();
    const customerNumber = newCustomerNumber();
    const created = await postSandboxCustomer(tpp, {
      customerNumber,
      customerType: 'PRIVATE',
      customerName: 'Åse Ødegård',
    });
    expect(created.status).toBe(201);
    const customer = created.body as SandboxCustomerView;
    expect(customer).toEqual({
      customerId: id,
      customerNumber,
      customerType: 'PRIVATE',
      customerName: 'Åse Ødegård',
      _links: { self: { href: `/v1/sandbox/customers/${customer.customerId}`, verbs: ['GET', 'DELETE'] } },
    });
    expect((await tpp.get(customer._links.self.href)).body).toEqual(customer);
    expect((await tpp.get('/v1/sandbox/customers')).body).toEqual({ customers: [customer] });
    const withAgreements = (await tpp.get(`${customer._links.self.href}?withAgreements=true`))
      .body as SandboxCustomerView;
    expect(withAgreements.agreements).toEqual([
      {
        agreementId: id,
        owner: customerNumber,
        name: 'Nettbankavtale Åse Ødegård',
        engagements: [],
        _links: {
          self: { href: expect.stringMatching(/^\/v1\/sandbox\/agreements\//), verbs: ['GET'] },
          engagements: { href: expect.stringMatching(/\/engagements$/), verbs: ['POST'] },
        },
      },
    ]);
  });

  it('creates a corporate customer without an agreement', async () => {
    const tpp = newSandboxTpp();
    const created = await postSandboxCustomer(tpp, { customerType: 'CORPORATE', customerName: 'Fjelltopp AS' });
    expect(created.status).toBe(201);
    const read = (
      await tpp.get(`${(created.body as SandboxCustomerView)._links.self.href}?withAgreements=true&withAccounts=true`)
    ).body;
    expect(read).toMatchObject({ customerType: 'CORPORATE', agreements: [], accounts: [], cardAccounts: [] });
  });

  it('refuses a customerNumber the sandbox already has (400 FORMAT_ERROR on customerNumber)', async () => {
    const tpp = newSandboxTpp();
    const customer = { customerNumber: newCustomerNumber(), customerType: 'PRIVATE', customerName: 'Per Hansen' };
    expect((await tpp.post('/v1/sandbox/customers', customer)).status).toBe(201);
    expect(errorOf(await tpp.post('/v1/sandbox/customers', { ...customer, customerName: 'Another' }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'customerNumber',
    });
  });

  const valid = { customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Kari Nordmann' };
  it.each([
    ['customerNumber missing', { customerType: 'PRIVATE', customerName: 'X' }, 'customerNumber'],
    ['customerNumber as a number', { ...valid, customerNumber: 13039319955 }, 'customerNumber'],
    ['customerNumber of 10 digits', { ...valid, customerNumber: '1303931995' }, 'customerNumber'],
    ['customerNumber with a wrong check digit', { ...valid, customerNumber: '13039319956' }, 'customerNumber'],
    ['customerType outside its enum', { ...valid, customerType: 'PERSON' }, 'customerType'],
    ['customerType missing', { customerNumber: valid.customerNumber, customerName: 'X' }, 'customerType'],
    ['customerName empty', { ...valid, customerName: '' }, 'customerName'],
    ['customerName of 71 characters', { ...valid, customerName: 'K'.repeat(71) }, 'customerName'],
    ['customerName with an emoji (D12)', { ...valid, customerName: 'Kari 🙂' }, 'customerName'],
    ['customerName of blanks only', { ...valid, customerName: '   ' }, 'customerName'],
    ['customerName of no-break spaces only', { ...valid, customerName: '\u00a0\u00a0' }, 'customerName'],
    ['an unknown field', { ...valid, nickname: 'Kari' }, 'nickname'],
  ])('refuses %s: 400 FORMAT_ERROR naming the field', async (_case, body, path) => {
    expect(errorOf(await newSandboxTpp().post('/v1/sandbox/customers', body))).toEqual(badRequest(path));
  });

  it('says a name of blanks only is blank, and keeps a name without the blanks around it', async () => {
    const tpp = newSandboxTpp();
    const blank = await postSandboxCustomer(tpp, { customerType: 'CORPORATE', customerName: ' \u00a0 ' });
    expect(firstMessage(blank)).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'customerName',
      text: 'customerName: must not be blank',
    });
    expect((await tpp.get('/v1/sandbox/customers')).body).toEqual({ customers: [] });
    const created = await newPrivateCustomer(tpp, '  Kari  Nordmann ');
    expect(created.customerName).toBe('Kari  Nordmann');
    const read = (await tpp.get(`${created._links.self.href}?withAgreements=true`)).body as SandboxCustomerView;
    expect(read).toMatchObject({
      customerName: 'Kari  Nordmann',
      agreements: [{ name: 'Nettbankavtale Kari  Nordmann' }],
    });
  });

  it('refuses a body that is not an object', async () => {
    expect(errorOf(await newSandboxTpp().post('/v1/sandbox/customers', [valid]))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
    });
  });
});

describe('GET /v1/sandbox/customers', () => {
  it('lists in customerNumber order, with accounts and agreements only when asked', async () => {
    const tpp = newSandboxTpp();
    await tpp.post('/v1/sandbox/initialize');
    const plain = (await tpp.get('/v1/sandbox/customers')).body as { customers: SandboxCustomerView[] };
    expect(plain.customers.map((customer) => customer.customerNumber)).toEqual(knownCustomerNumbers);
    expect(plain.customers.every((customer) => !('accounts' in customer) && !('agreements' in customer))).toBe(true);
    const accounts = (await tpp.get('/v1/sandbox/customers?withAccounts=true&withAgreements=false')).body as {
      customers: SandboxCustomerView[];
    };
    expect(accounts.customers.every((customer) => customer.accounts?.length === 2 && !('agreements' in customer))).toBe(
      true,
    );
    const agreements = (await tpp.get('/v1/sandbox/customers?withAgreements=true')).body as {
      customers: SandboxCustomerView[];
    };
    expect(agreements.customers.map((customer) => customer.agreements?.length)).toEqual([2, 2, 1, 1]);
  });

  it('answers an empty list for a sandbox without customers', async () => {
    expect((await newSandboxTpp().get('/v1/sandbox/customers')).body).toEqual({ customers: [] });
  });

  it.each([
    ['withAccounts=yes', 'withAccounts'],
    ['withAgreements=1', 'withAgreements'],
    ['withAccounts=true&withAccounts=false', 'withAccounts'],
    ['withBalances=true', 'withBalances'],
  ])('refuses the query %s: 400 FORMAT_ERROR', async (query, path) => {
    expect(errorOf(await newSandboxTpp().get(`/v1/sandbox/customers?${query}`))).toEqual(badRequest(path));
  });
});

describe('GET and DELETE /v1/sandbox/customers/{customerId}', () => {
  it('deletes a customer with its accounts (204), after which both are unknown', async () => {
    const tpp = newSandboxTpp();
    const customerNumber = newCustomerNumber();
    const customer = (
      await tpp.post('/v1/sandbox/customers', { customerNumber, customerType: 'PRIVATE', customerName: 'Ola' })
    ).body as SandboxCustomerView;
    const account = (await tpp.post('/v1/sandbox/accounts', { customerNumber, currency: 'NOK' })).body as {
      _links: { self: { href: string } };
    };
    const deleted = await tpp.delete(customer._links.self.href);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(errorOf(await tpp.get(customer._links.self.href))).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
    expect(errorOf(await tpp.get(account._links.self.href))).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
    expect(errorOf(await tpp.delete(customer._links.self.href))).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
  });

  it.each([
    ['an unknown id', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['an id of 65 characters', 'a'.repeat(65)],
  ])('answers 404 RESOURCE_UNKNOWN for %s', async (_case, customerId) => {
    const tpp = newSandboxTpp();
    expect(errorOf(await tpp.get(`/v1/sandbox/customers/${customerId}`))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
    expect(errorOf(await tpp.delete(`/v1/sandbox/customers/${customerId}`))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });

  it("refuses an id with a character outside the bank's set (NUL byte): 400 FORMAT_ERROR naming the segment (D12)", async () => {
    const tpp = newSandboxTpp();
    expect(errorOf(await tpp.get('/v1/sandbox/customers/abc%00def'))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'customerId',
    });
  });
});
