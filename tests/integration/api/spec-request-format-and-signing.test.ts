import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';
import {
  dropHeader,
  editHeader,
  sendSigned,
  setHeader,
  type RawResponse,
} from '@/tests/integration/support/send-signed';
import { newOrganizationCertificate } from '@/tests/integration/support/new-organization-certificate';

// Statements of the spec checked over HTTP as a TPP sees them, where no other test asserts them exactly.

afterAll(async () => {
  await db.$disconnect();
});

describe('request format and signing (spec "What the service does" 7, "Signature header")', () => {
  const certificate = newOrganizationCertificate({ organizationName: 'Spec Statements AS', roles: ['PSP_AI'] });
  // The unknown-path handler answers 404 RESOURCE_UNKNOWN to every request that passed the checks.
  const target = '/v1/spec-statement-target';
  const outcomeOf = (response: RawResponse) => {
    const message = (response.body as { tppMessages: { code: string; path?: string }[] }).tppMessages[0];
    return { status: response.status, code: message?.code, ...(message?.path ? { path: message.path } : {}) };
  };

  it('a JSON body declared in another charset than UTF-8 is refused (415 naming Content-Type); UTF-8 declared is accepted', async () => {
    const declared = (charset: string) =>
      sendSigned({
        method: 'POST',
        url: target,
        certificate,
        body: { name: 'Åse' },
        tamper: (request) => setHeader(request.headers, 'Content-Type', `application/json; charset=${charset}`),
      });
    expect(outcomeOf(await declared('iso-8859-1'))).toEqual({
      status: 415,
      code: 'FORMAT_ERROR',
      path: 'Content-Type',
    });
    expect(outcomeOf(await declared('UTF-8'))).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
  });

  it('the sandbox mock-data operations are signed too: unsigned or with a broken signature they are 400 and change nothing', async () => {
    const tpp = createSandboxTpp({ baseUrl: inject('baseUrl') });
    const customerNumber = newCustomerNumber();
    expect(
      (
        await tpp.client.request('POST', '/v1/sandbox/customers', {
          body: JSON.stringify({ customerNumber, customerType: 'PRIVATE', customerName: 'Eva Berg' }),
        })
      ).status,
    ).toBe(201);
    const unsigned = (method: string, url: string, body?: object) =>
      sendSigned({
        method,
        url,
        certificate: tpp.certificate,
        body,
        tamper: (request) => dropHeader(request.headers, 'Signature'),
      });
    const altered = (method: string, url: string) =>
      sendSigned({
        method,
        url,
        certificate: tpp.certificate,
        tamper: (request) =>
          editHeader(request.headers, 'Signature', (signature) =>
            signature.replace(/signature="[^"]{8}/, 'signature="AAAAAAAA'),
          ),
      });
    expect(outcomeOf(await unsigned('POST', '/v1/sandbox/initialize'))).toEqual({
      status: 400,
      code: 'SIGNATURE_MISSING',
      path: 'Signature',
    });
    expect(outcomeOf(await altered('POST', '/v1/sandbox/initialize'))).toMatchObject({
      status: 400,
      code: 'SIGNATURE_INVALID',
    });
    expect(outcomeOf(await unsigned('GET', '/v1/sandbox/customers'))).toEqual({
      status: 400,
      code: 'SIGNATURE_MISSING',
      path: 'Signature',
    });
    expect(
      outcomeOf(
        await unsigned('POST', '/v1/sandbox/card-accounts', {
          customerNumber,
          maskedPan: '476173******0010',
          currency: 'NOK',
        }),
      ),
    ).toEqual({ status: 400, code: 'SIGNATURE_MISSING', path: 'Signature' });
    const customers = (await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true')).body as {
      customers: SandboxCustomerView[];
    };
    expect(customers.customers.map((customer) => [customer.customerNumber, customer.cardAccounts ?? []])).toEqual([
      [customerNumber, []],
    ]);
  });

  it('the four name="value" parts of the Signature header are read in any order, with a space after each comma', async () => {
    const response = await sendSigned({
      method: 'GET',
      url: target,
      certificate,
      tamper: (request) =>
        editHeader(request.headers, 'Signature', (signature) =>
          [...(signature.match(/[A-Za-z]+="[^"]*"/g) ?? [])].reverse().join(', '),
        ),
    });
    expect(outcomeOf(response)).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
  });
});
