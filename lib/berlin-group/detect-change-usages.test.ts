import { describe, expect, it } from 'vitest';
import { detectChangeUsages } from '@/lib/berlin-group/detect-change-usages';

const payment = (body: unknown) => ({
  method: 'POST',
  pathname: '/v1/payments/sepa-credit-transfers',
  operation: 'initiatePayment',
  body,
});

describe('detectChangeUsages (D11)', () => {
  it('finds the /v1/consents alias by its method and path only', () => {
    expect(
      detectChangeUsages({ method: 'POST', pathname: '/v1/consents', operation: 'createConsent', body: {} }),
    ).toEqual([{ usage: 'consents-alias' }]);
    expect(
      detectChangeUsages({
        method: 'POST',
        pathname: '/v1/bank-offered-consents',
        operation: 'createBankOfferedConsent',
        body: {},
      }),
    ).toEqual([]);
    expect(
      detectChangeUsages({ method: 'GET', pathname: '/v1/consents', operation: 'createConsent', body: undefined }),
    ).toEqual([]);
  });

  it('finds Address.city and the single structured remittance in a payment, with their field', () => {
    expect(
      detectChangeUsages(
        payment({ creditorAddress: { city: 'Oslo' }, remittanceInformationStructured: { reference: '1' } }),
      ),
    ).toEqual([
      { usage: 'address-city', path: 'creditorAddress.city' },
      { usage: 'single-remittance-structured', path: 'remittanceInformationStructured' },
    ]);
  });

  it("names a bulk's first payment that uses one", () => {
    const body = {
      payments: [
        { creditorAddress: { townName: 'Oslo' } },
        { creditorAddress: { city: 'Oslo' } },
        { creditorAddress: { city: 'Bergen' } },
      ],
    };
    expect(detectChangeUsages(payment(body))).toEqual([
      { usage: 'address-city', path: 'payments[1].creditorAddress.city' },
    ]);
  });

  it('finds nothing in a payment without them, or in other operations', () => {
    expect(detectChangeUsages(payment({ creditorAddress: { townName: 'Oslo' } }))).toEqual([]);
    expect(detectChangeUsages(payment('not an object'))).toEqual([]);
    expect(
      detectChangeUsages({
        method: 'POST',
        pathname: '/v1/sandbox/x',
        operation: 'other',
        body: { creditorAddress: { city: 'Oslo' } },
      }),
    ).toEqual([]);
  });
});
