import { scaRedirectExample } from './account-information-examples';

// Realistic bodies of payment initiation and signing baskets; validated by openapi/openapi-examples.test.ts.

const paymentId = 'Pf6Rw1Yk8Ct3Gn5Hq0Ms2d';
const authorisationId = 'Ka9Ub4Ve7Sj2Xo6Lz1Ft3r';
const basketId = 'Bn2Gx5Qw8Mc1Rv4Tz7Kp0s';
const link = (href: string, ...verbs: string[]) => ({ href, verbs });
const paymentPath = `/v1/payments/norwegian-domestic-credit-transfers/${paymentId}`;
const transfer = {
  instructedAmount: { currency: 'NOK', amount: '1250.00' },
  creditorAccount: { bban: '12345678903' },
  creditorName: 'Hafslund Strøm AS',
  remittanceInformationUnstructured: 'Strøm november',
};

export const singlePaymentExample = {
  endToEndIdentification: 'INV-2026-11-0042',
  ...transfer,
  debtorAccount: { iban: 'NO9386011117947', currency: 'NOK' },
  requestedExecutionDate: '2026-11-30',
};
export const periodicPaymentExample = {
  ...transfer,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  executionRule: 'following',
  frequency: 'Monthly',
  dayOfExecution: '1',
};
export const bulkPaymentExample = {
  batchBookingPreferred: true,
  requestedExecutionDate: '2026-11-30',
  payments: [
    transfer,
    {
      ...transfer,
      instructedAmount: { currency: 'NOK', amount: '349.00' },
      creditorName: 'Telenor Norge AS',
      remittanceInformationUnstructured: 'Mobil november',
    },
  ],
};

const domesticFees = { transactionFees: { amount: '0.00', currency: 'NOK' }, transactionFeeIndicator: false };
export const paymentCreatedExample = {
  transactionStatus: 'RCVD',
  paymentId,
  ...domesticFees,
  _links: {
    scaRedirect: scaRedirectExample,
    self: link(paymentPath, 'GET', 'DELETE'),
    status: link(`${paymentPath}/status`, 'GET'),
    startAuthorisation: link(`${paymentPath}/authorisations`, 'POST'),
    scaStatus: link(`${paymentPath}/authorisations/${authorisationId}`, 'GET'),
  },
};
export const paymentInformationExample = { ...singlePaymentExample, ...domesticFees, transactionStatus: 'PDNG' };
export const paymentStatusExample = { transactionStatus: 'ACCP', fundsAvailable: false };
export const paymentAuthorisationExample = {
  scaStatus: 'received',
  authorisationId,
  _links: {
    scaRedirect: scaRedirectExample,
    scaStatus: link(`${paymentPath}/authorisations/${authorisationId}`, 'GET'),
  },
};
export const paymentAuthorisationIdsExample = { authorisationIds: [authorisationId] };

export const basketRequestExample = { paymentIds: [paymentId, 'Wd3Hs7Lb1Qy5Nf9Kc2Xv6m'] };
export const basketCreatedExample = {
  transactionStatus: 'RCVD',
  basketId,
  _links: {
    scaRedirect: scaRedirectExample,
    self: link(`/v1/signing-baskets/${basketId}`, 'GET', 'DELETE'),
    status: link(`/v1/signing-baskets/${basketId}/status`, 'GET'),
    startAuthorisation: link(`/v1/signing-baskets/${basketId}/authorisations`, 'POST'),
    scaStatus: link(`/v1/signing-baskets/${basketId}/authorisations/${authorisationId}`, 'GET'),
  },
};
export const basketExample = { payments: basketRequestExample.paymentIds, transactionStatus: 'ACTC' };
export const basketStatusExample = { transactionStatus: 'ACTC' };
export const basketAuthorisationExample = {
  scaStatus: 'received',
  authorisationId,
  _links: {
    scaRedirect: scaRedirectExample,
    scaStatus: link(`/v1/signing-baskets/${basketId}/authorisations/${authorisationId}`, 'GET'),
  },
};
