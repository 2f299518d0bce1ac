import { describe, expect, it } from 'vitest';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import { parsePaymentRequest } from './parse-payment-request';
import type { PaymentProduct } from './payment-products';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// 2026-11-23 12:00 Oslo: both structured-address dates (sandbox 2026-08-13, production 2026-11-15) are past.
const now = new Date('2026-11-23T11:00:00Z');
const sepaCreditor = {
  creditorName: 'Ola Nordmann AS',
  creditorAccount: { iban: 'DE89370400440532013000' },
  creditorAgent: 'COBADEFFXXX',
  creditorAddress: { townName: 'Berlin', country: 'DE' },
};
const domestic = {
  instructedAmount: { currency: 'NOK', amount: '100.50' },
  creditorName: 'Kari',
  creditorAccount: { bban: '86011117947' },
};
const sepa = { ...sepaCreditor, instructedAmount: { currency: 'EUR', amount: 12 } };
const periodic = { ...domestic, startDate: '2026-12-01', frequency: 'Monthly' };

function refusal(
  service: PaymentService,
  product: PaymentProduct,
  body: unknown,
  at = now,
): { code: string; path?: string; text?: string } | null {
  try {
    parsePaymentRequest({ service, product, body, now: at, environment: 'sandbox' });
    return null;
  } catch (error) {
    if (!(error instanceof Xs2aError)) throw error;
    return { code: error.code, path: error.path, text: error.text };
  }
}

describe('parsePaymentRequest accepts', () => {
  it.each([
    ['payments', 'norwegian-domestic-credit-transfers', domestic],
    [
      'payments',
      'instant-norwegian-domestic-credit-transfers-straks',
      { ...domestic, creditorAccount: { iban: 'NO9386011117947' } },
    ],
    [
      'payments',
      'sepa-credit-transfers',
      { ...sepa, requestedExecutionDate: '2026-11-23', endToEndIdentification: 'x'.repeat(35) },
    ],
    ['payments', 'instant-sepa-credit-transfers', sepa],
    ['payments', 'cross-border-credit-transfers', { ...sepa, instructedAmount: { currency: 'USD', amount: '1.5' } }],
    [
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, endDate: '2027-12-01', dayOfExecution: '31', executionRule: 'preceding' },
    ],
    [
      'periodic_payments',
      'sepa-credit-transfers',
      { ...sepa, startDate: '2026-11-23', frequency: 'MonthlyVariable', monthsOfExecution: ['1', '4', '10'] },
    ],
    // A schedule whose only payment date is its endDate.
    [
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'Weekly', endDate: '2026-12-08', executionRule: 'following' },
    ],
    [
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, dayOfExecution: '5', endDate: '2026-12-05' },
    ],
    // dayOfExecution with every month-based frequency; the day-based ones run from startDate without it.
    ...(['Monthly', 'EveryTwoMonths', 'Quarterly', 'SemiAnnual', 'Annual'] as const).map(
      (frequency) =>
        [
          'periodic_payments',
          'norwegian-domestic-credit-transfers',
          { ...periodic, frequency, dayOfExecution: '15' },
        ] as const,
    ),
    [
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'MonthlyVariable', monthsOfExecution: ['3'], dayOfExecution: '31' },
    ],
    ...(['Daily', 'Weekly', 'EveryTwoWeeks'] as const).map(
      (frequency) => ['periodic_payments', 'norwegian-domestic-credit-transfers', { ...periodic, frequency }] as const,
    ),
    [
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { batchBookingPreferred: true, payments: [domestic, domestic] },
    ],
    ['bulk_payments', 'cross-border-credit-transfers', { debtorAccount: { bban: '86011117947' }, payments: [sepa] }],
    // D22: execution dates up to one year ahead, a standing order's end up to ten years ahead, the last day included.
    ['payments', 'norwegian-domestic-credit-transfers', { ...domestic, requestedExecutionDate: '2027-11-23' }],
    [
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { requestedExecutionDate: '2027-11-23', payments: [domestic] },
    ],
    [
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, startDate: '2027-11-23', endDate: '2036-11-23' },
    ],
    [
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, debtorAccount: { bban: '12345678903', currency: 'NOK' } },
    ],
  ] as const)('%s %s', (service, product, body) => {
    expect(refusal(service, product, body)).toBeNull();
  });

  it('keeps amounts as minor units and the schedule of a periodic payment', () => {
    const request = parsePaymentRequest({
      service: 'periodic_payments',
      product: 'norwegian-domestic-credit-transfers',
      body: periodic,
      now,
      environment: 'sandbox',
    });
    expect(request.instructions[0]?.instructedAmount).toEqual({ currency: 'NOK', minor: 10050n });
    expect(request.schedule).toMatchObject({ startDate: '2026-12-01', frequency: 'Monthly' });
  });
});

describe('parsePaymentRequest refuses', () => {
  it.each([
    [
      'amount zero',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, instructedAmount: { currency: 'NOK', amount: '0.00' } },
      'FORMAT_ERROR',
      'instructedAmount.amount',
    ],
    [
      'negative amount',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, instructedAmount: { currency: 'NOK', amount: '-1' } },
      'FORMAT_ERROR',
      'instructedAmount.amount',
    ],
    [
      'three decimals in NOK',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, instructedAmount: { currency: 'NOK', amount: '1.001' } },
      'FORMAT_ERROR',
      'instructedAmount.amount',
    ],
    [
      'unknown currency',
      'payments',
      'cross-border-credit-transfers',
      { ...sepa, instructedAmount: { currency: 'XYZ', amount: '1' } },
      'FORMAT_ERROR',
      'instructedAmount.currency',
    ],
    [
      'SEPA in NOK',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, instructedAmount: { currency: 'NOK', amount: '1' } },
      'FORMAT_ERROR',
      'instructedAmount.currency',
    ],
    [
      'domestic in EUR',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, instructedAmount: { currency: 'EUR', amount: '1' } },
      'FORMAT_ERROR',
      'instructedAmount.currency',
    ],
    [
      'domestic to a German IBAN',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, creditorAccount: { iban: 'DE89370400440532013000' } },
      'FORMAT_ERROR',
      'creditorAccount.iban',
    ],
    [
      'IBAN checksum',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, creditorAccount: { iban: 'DE89370400440532013001' } },
      'FORMAT_ERROR',
      'creditorAccount.iban',
    ],
    [
      'BBAN checksum',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, creditorAccount: { bban: '86011117948' } },
      'FORMAT_ERROR',
      'creditorAccount.bban',
    ],
    [
      'no creditor account number',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, creditorAccount: {} },
      'FORMAT_ERROR',
      'creditorAccount.iban',
    ],
    [
      'debtor account checksum',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, debtorAccount: { bban: '12345678901' } },
      'FORMAT_ERROR',
      'debtorAccount.bban',
    ],
    [
      'no creditorName',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, creditorName: undefined },
      'FORMAT_ERROR',
      'creditorName',
    ],
    [
      'creditorName of blanks',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, creditorName: '   ' },
      'FORMAT_ERROR',
      'creditorName',
    ],
    [
      'remittance of blanks',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, remittanceInformationUnstructured: ' ' },
      'FORMAT_ERROR',
      'remittanceInformationUnstructured',
    ],
    [
      'SEPA to a Norwegian bban',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, creditorAccount: { bban: '86011117947' } },
      'FORMAT_ERROR',
      'creditorAccount.bban',
    ],
    [
      'instant SEPA to a Norwegian bban',
      'payments',
      'instant-sepa-credit-transfers',
      { ...sepa, creditorAccount: { bban: '86011117947' } },
      'FORMAT_ERROR',
      'creditorAccount.bban',
    ],
    [
      'creditorName over 70',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, creditorName: 'x'.repeat(71) },
      'FORMAT_ERROR',
      'creditorName',
    ],
    [
      'endToEndIdentification over 35',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, endToEndIdentification: 'x'.repeat(36) },
      'FORMAT_ERROR',
      'endToEndIdentification',
    ],
    [
      'unknown field',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, chargeBearer: 'SLEV' },
      'FORMAT_ERROR',
      'chargeBearer',
    ],
    [
      'execution date in the past',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '2026-11-22' },
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
    ],
    [
      'execution date not a date',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '2026-02-30' },
      'FORMAT_ERROR',
      'requestedExecutionDate',
    ],
    [
      'execution date in year 0',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '0000-01-01' },
      'FORMAT_ERROR',
      'requestedExecutionDate',
    ],
    [
      'execution date 29 February of a common year',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '2027-02-29' },
      'FORMAT_ERROR',
      'requestedExecutionDate',
    ],
    [
      'execution date with a time',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '2026-12-01T00:00:00Z' },
      'FORMAT_ERROR',
      'requestedExecutionDate',
    ],
    [
      'execution date in year 9999',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '9999-12-31' },
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
    ],
    [
      'execution date a year and a day ahead',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, requestedExecutionDate: '2027-11-24' },
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
    ],
    [
      'bulk execution date in year 9999',
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { requestedExecutionDate: '9999-12-31', payments: [domestic] },
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
    ],
    [
      'bulk execution date in the past',
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { requestedExecutionDate: '2026-11-22', payments: [domestic] },
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
    ],
    [
      'periodic start in year 9999',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, startDate: '9999-12-31' },
      'EXECUTION_DATE_INVALID',
      'startDate',
    ],
    [
      'periodic start a year and a day ahead',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, startDate: '2027-11-24' },
      'EXECUTION_DATE_INVALID',
      'startDate',
    ],
    [
      'periodic start not a date',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, startDate: '2026-02-30' },
      'FORMAT_ERROR',
      'startDate',
    ],
    [
      'periodic end in year 9999',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, endDate: '9999-12-31' },
      'EXECUTION_DATE_INVALID',
      'endDate',
    ],
    [
      'periodic end ten years and a day ahead',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, endDate: '2036-11-24' },
      'EXECUTION_DATE_INVALID',
      'endDate',
    ],
    [
      'periodic end 29 February of a common year',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, endDate: '2027-02-29' },
      'FORMAT_ERROR',
      'endDate',
    ],
    [
      'SEPA without creditorAgent',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, creditorAgent: undefined },
      'FORMAT_ERROR',
      'creditorAgent',
    ],
    [
      'SEPA without address',
      'payments',
      'instant-sepa-credit-transfers',
      { ...sepa, creditorAddress: undefined },
      'FORMAT_ERROR',
      'creditorAddress',
    ],
    [
      'cross-border without townName',
      'payments',
      'cross-border-credit-transfers',
      { ...sepa, creditorAddress: { country: 'DE' } },
      'FORMAT_ERROR',
      'creditorAddress.townName',
    ],
    [
      'address without country',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, creditorAddress: { townName: 'Berlin' } },
      'FORMAT_ERROR',
      'creditorAddress.country',
    ],
    [
      'bad BIC',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, creditorAgent: 'COBA' },
      'FORMAT_ERROR',
      'creditorAgent',
    ],
    [
      'periodic without frequency',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: undefined },
      'FORMAT_ERROR',
      'frequency',
    ],
    [
      'periodic unknown frequency',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'Hourly' },
      'FORMAT_ERROR',
      'frequency',
    ],
    [
      'periodic without startDate',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, startDate: undefined },
      'FORMAT_ERROR',
      'startDate',
    ],
    [
      'periodic start in the past',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, startDate: '2026-11-01' },
      'EXECUTION_DATE_INVALID',
      'startDate',
    ],
    [
      'periodic end before start',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, endDate: '2026-11-30' },
      'FORMAT_ERROR',
      'endDate',
    ],
    [
      'periodic end on start',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, endDate: '2026-12-01' },
      'FORMAT_ERROR',
      'endDate',
    ],
    [
      'dayOfExecution 32',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, dayOfExecution: '32' },
      'FORMAT_ERROR',
      'dayOfExecution',
    ],
    [
      'dayOfExecution 0',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, dayOfExecution: '0' },
      'FORMAT_ERROR',
      'dayOfExecution',
    ],
    [
      'no payment date before endDate',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, dayOfExecution: '5', endDate: '2026-12-04' },
      'EXECUTION_DATE_INVALID',
      'endDate',
    ],
    [
      'MonthlyVariable without a listed month before endDate',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'MonthlyVariable', monthsOfExecution: ['3'], endDate: '2027-02-28' },
      'EXECUTION_DATE_INVALID',
      'endDate',
    ],
    [
      'dayOfExecution with Daily',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'Daily', dayOfExecution: '5' },
      'FORMAT_ERROR',
      'dayOfExecution',
    ],
    [
      'dayOfExecution with Weekly',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'Weekly', dayOfExecution: '1' },
      'FORMAT_ERROR',
      'dayOfExecution',
    ],
    [
      'dayOfExecution with EveryTwoWeeks',
      'periodic_payments',
      'sepa-credit-transfers',
      { ...sepa, startDate: '2026-12-01', frequency: 'EveryTwoWeeks', dayOfExecution: '31' },
      'FORMAT_ERROR',
      'dayOfExecution',
    ],
    [
      'executionRule',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, executionRule: 'nearest' },
      'FORMAT_ERROR',
      'executionRule',
    ],
    [
      'MonthlyVariable duplicate month',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'MonthlyVariable', monthsOfExecution: ['1', '4', '1'] },
      'FORMAT_ERROR',
      'monthsOfExecution[2]',
    ],
    [
      'MonthlyVariable without months',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, frequency: 'MonthlyVariable' },
      'FORMAT_ERROR',
      'monthsOfExecution',
    ],
    [
      'months without MonthlyVariable',
      'periodic_payments',
      'norwegian-domestic-credit-transfers',
      { ...periodic, monthsOfExecution: ['1'] },
      'FORMAT_ERROR',
      'monthsOfExecution',
    ],
    [
      'debtorAccount.currency other than the payment’s',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, debtorAccount: { bban: '86011117947', currency: 'EUR' } },
      'FORMAT_ERROR',
      'debtorAccount.currency',
    ],
    [
      'a bulk’s debtorAccount.currency other than its payments’',
      'bulk_payments',
      'cross-border-credit-transfers',
      { debtorAccount: { iban: 'NO9386011117947', currency: 'NOK' }, payments: [sepa] },
      'FORMAT_ERROR',
      'debtorAccount.currency',
    ],
    [
      'bulk without payments',
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { payments: [] },
      'FORMAT_ERROR',
      'payments',
    ],
    [
      'bulk batchBookingPreferred as text',
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { batchBookingPreferred: 'true', payments: [domestic] },
      'FORMAT_ERROR',
      'batchBookingPreferred',
    ],
    [
      'bulk entry with debtorAccount',
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { payments: [{ ...domestic, debtorAccount: { bban: '86011117947' } }] },
      'FORMAT_ERROR',
      'payments[0].debtorAccount',
    ],
    [
      'bulk in two currencies',
      'bulk_payments',
      'cross-border-credit-transfers',
      { payments: [sepa, { ...sepa, instructedAmount: { currency: 'USD', amount: '1' } }] },
      'FORMAT_ERROR',
      'payments[1].instructedAmount.currency',
    ],
    [
      'bulk entry amount zero',
      'bulk_payments',
      'norwegian-domestic-credit-transfers',
      { payments: [domestic, { ...domestic, instructedAmount: { currency: 'NOK', amount: 0 } }] },
      'FORMAT_ERROR',
      'payments[1].instructedAmount.amount',
    ],
    [
      'bulk SEPA entry without agent',
      'bulk_payments',
      'sepa-credit-transfers',
      { payments: [sepa, { ...sepa, creditorAgent: undefined }] },
      'FORMAT_ERROR',
      'payments[1].creditorAgent',
    ],
    [
      'bulk total over 18 digits',
      'bulk_payments',
      'cross-border-credit-transfers',
      {
        payments: Array.from({ length: 11 }, () => ({
          ...sepa,
          instructedAmount: { currency: 'EUR', amount: '9999999999999999.99' },
        })),
      },
      'FORMAT_ERROR',
      'payments',
    ],
    ['no body', 'payments', 'norwegian-domestic-credit-transfers', undefined, 'FORMAT_ERROR', undefined],
    ['not an object', 'payments', 'norwegian-domestic-credit-transfers', [domestic], 'FORMAT_ERROR', undefined],
  ] as const)('%s', (_name, service, product, body, code, path) => {
    expect(refusal(service, product, body)).toMatchObject({ code, path });
  });

  it('no missing address before the dated rule was in force (D11)', () => {
    const before = new Date('2026-01-01T12:00:00Z');
    const body = {
      ...sepa,
      creditorAgent: undefined,
      creditorAddress: { city: 'Berlin', country: 'DE' },
      requestedExecutionDate: '2026-01-02',
    };
    expect(refusal('payments', 'sepa-credit-transfers', body, before)).toBeNull();
  });

  it('the structured address from the sandbox date, before production enforces it', () => {
    const august = new Date('2026-08-20T12:00:00Z');
    const body = { ...sepa, creditorAgent: undefined };
    expect(refusal('payments', 'sepa-credit-transfers', body, august)?.path).toBe('creditorAgent');
    expect(() =>
      parsePaymentRequest({
        service: 'payments',
        product: 'sepa-credit-transfers',
        body,
        now: august,
        environment: 'production',
      }),
    ).not.toThrow();
  });

  it('dayOfExecution with a day-based frequency, saying why', () => {
    expect(
      refusal('periodic_payments', 'norwegian-domestic-credit-transfers', {
        ...periodic,
        frequency: 'Weekly',
        dayOfExecution: '3',
      }),
    ).toEqual({
      code: 'FORMAT_ERROR',
      path: 'dayOfExecution',
      text: 'dayOfExecution: is a day of the month, allowed only with a month-based frequency; a Weekly payment runs on the days counted from startDate',
    });
  });

  it('names the latest execution date and, for endDate, how to order without an end', () => {
    expect(
      refusal('payments', 'norwegian-domestic-credit-transfers', { ...domestic, requestedExecutionDate: '9999-12-31' })
        ?.text,
    ).toBe('requestedExecutionDate 9999-12-31 is more than a year ahead; the latest this bank accepts is 2027-11-23.');
    expect(
      refusal('periodic_payments', 'norwegian-domestic-credit-transfers', { ...periodic, endDate: '9999-12-31' })?.text,
    ).toBe(
      'endDate 9999-12-31 is more than 10 years ahead; the latest this bank accepts is 2036-11-23. Leave endDate out for a standing order without an end.',
    );
  });

  it('takes a leap day within the year ahead', () => {
    const june = new Date('2027-06-01T10:00:00Z');
    expect(
      refusal(
        'payments',
        'norwegian-domestic-credit-transfers',
        { ...domestic, requestedExecutionDate: '2028-02-29' },
        june,
      ),
    ).toBeNull();
  });

  it('uses the bank date: 23:30 UTC on the 22nd is already the 23rd in Oslo', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(
      refusal(
        'payments',
        'norwegian-domestic-credit-transfers',
        { ...domestic, requestedExecutionDate: '2026-11-22' },
        lateEvening,
      )?.code,
    ).toBe('EXECUTION_DATE_INVALID');
  });
});

describe('a bulk whose entries have refused amounts', () => {
  it('is a 400 naming the field, not an error of the one-currency check', () => {
    const entry = {
      instructedAmount: { currency: '', amount: '12.50' },
      creditorName: 'Kari Nordmann',
      creditorAccount: { bban: '86011117947' },
    };
    expect(() =>
      parsePaymentRequest({
        service: 'bulk_payments',
        product: 'norwegian-domestic-credit-transfers',
        body: { batchBookingPreferred: true, payments: [entry, entry] },
        now: new Date(),
        environment: 'sandbox',
      }),
    ).toThrow(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });
});

// D22: a service level on cross-border transfers, regulatory reporting on SEPA payments to an account outside Norway.
describe('service level and regulatory reporting', () => {
  const crossBorder = { ...sepa, instructedAmount: { currency: 'USD', amount: '250' } };
  const reporting = { regulatoryReportingCode: '14', regulatoryReportingInformation: 'Import av varer fra Østerrike' };

  it.each([
    ['payments', 'cross-border-credit-transfers', { ...crossBorder, serviceLevel: 'URGP' }],
    ['payments', 'cross-border-credit-transfers', { ...crossBorder, serviceLevel: 'NURG' }],
    [
      'periodic_payments',
      'cross-border-credit-transfers',
      { ...crossBorder, serviceLevel: 'URGP', startDate: '2026-12-01', frequency: 'Monthly' },
    ],
    [
      'bulk_payments',
      'cross-border-credit-transfers',
      { payments: [{ ...crossBorder, serviceLevel: 'URGP' }, crossBorder] },
    ],
    ['payments', 'sepa-credit-transfers', { ...sepa, ...reporting }],
    ['payments', 'instant-sepa-credit-transfers', { ...sepa, regulatoryReportingCode: 'A1B2C3D4E5' }],
    [
      'periodic_payments',
      'sepa-credit-transfers',
      { ...sepa, ...reporting, startDate: '2026-12-01', frequency: 'Monthly' },
    ],
    ['bulk_payments', 'sepa-credit-transfers', { payments: [sepa, { ...sepa, ...reporting }] }],
  ] as const)('accepts %s %s', (service, product, body) => {
    expect(refusal(service, product, body)).toBeNull();
  });

  it('keeps them on the instruction', () => {
    const request = parsePaymentRequest({
      service: 'payments',
      product: 'sepa-credit-transfers',
      body: { ...sepa, ...reporting },
      now,
      environment: 'sandbox',
    });
    expect(request.instructions[0]).toMatchObject(reporting);
    const urgent = parsePaymentRequest({
      service: 'payments',
      product: 'cross-border-credit-transfers',
      body: { ...crossBorder, serviceLevel: 'URGP' },
      now,
      environment: 'sandbox',
    });
    expect(urgent.instructions[0]?.serviceLevel).toBe('URGP');
  });

  it.each([
    [
      'a service level the bank does not offer',
      'payments',
      'cross-border-credit-transfers',
      { ...crossBorder, serviceLevel: 'SDVA' },
      'serviceLevel',
    ],
    [
      'a service level in lower case',
      'payments',
      'cross-border-credit-transfers',
      { ...crossBorder, serviceLevel: 'urgp' },
      'serviceLevel',
    ],
    ['a service level on SEPA', 'payments', 'sepa-credit-transfers', { ...sepa, serviceLevel: 'URGP' }, 'serviceLevel'],
    [
      'a service level on a Norwegian domestic payment',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, serviceLevel: 'URGP' },
      'serviceLevel',
    ],
    [
      'a service level on a bulk entry of SEPA payments',
      'bulk_payments',
      'sepa-credit-transfers',
      { payments: [sepa, { ...sepa, serviceLevel: 'NURG' }] },
      'payments[1].serviceLevel',
    ],
    [
      'regulatory reporting to a Norwegian account',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, creditorAccount: { iban: 'NO9386011117947' }, ...reporting },
      'regulatoryReportingCode',
    ],
    [
      'regulatory reporting on a Norwegian domestic payment',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, ...reporting },
      'regulatoryReportingCode',
    ],
    [
      'regulatory reporting on a cross-border transfer',
      'payments',
      'cross-border-credit-transfers',
      { ...crossBorder, ...reporting },
      'regulatoryReportingCode',
    ],
    [
      'regulatory reporting in a bulk entry to a Norwegian account',
      'bulk_payments',
      'sepa-credit-transfers',
      { payments: [sepa, { ...sepa, creditorAccount: { iban: 'NO9386011117947' }, ...reporting }] },
      'payments[1].regulatoryReportingCode',
    ],
    [
      'a reporting text without a code',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, regulatoryReportingInformation: 'Import' },
      'regulatoryReportingCode',
    ],
    [
      'a reporting text alone on a domestic payment',
      'payments',
      'norwegian-domestic-credit-transfers',
      { ...domestic, regulatoryReportingInformation: 'Import' },
      'regulatoryReportingInformation',
    ],
    [
      'a reporting code over 10 characters',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, regulatoryReportingCode: '12345678901' },
      'regulatoryReportingCode',
    ],
    [
      'a reporting code with a space',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, regulatoryReportingCode: '1 4' },
      'regulatoryReportingCode',
    ],
    [
      'an empty reporting code',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, regulatoryReportingCode: '' },
      'regulatoryReportingCode',
    ],
    [
      'a reporting text over 35 characters',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, regulatoryReportingCode: '14', regulatoryReportingInformation: 'x'.repeat(36) },
      'regulatoryReportingInformation',
    ],
    [
      'a reporting text of blanks',
      'payments',
      'sepa-credit-transfers',
      { ...sepa, regulatoryReportingCode: '14', regulatoryReportingInformation: '  ' },
      'regulatoryReportingInformation',
    ],
  ] as const)('refuses %s (400 FORMAT_ERROR naming the field)', (_name, service, product, body, path) => {
    const refused = refusal(service, product, body);
    expect(refused).toMatchObject({ code: 'FORMAT_ERROR', path });
    // A known field with a value or a place the bank does not take, not a field it does not know.
    expect(refused?.text).not.toMatch(/unknown field/);
  });

  it('says which products take them and what to do', () => {
    expect(
      refusal('payments', 'sepa-credit-transfers', {
        ...sepa,
        creditorAccount: { iban: 'NO9386011117947' },
        ...reporting,
      })?.text,
    ).toBe(
      'regulatoryReportingCode is reported only for a payment to an account outside Norway; creditorAccount is Norwegian: leave the field out.',
    );
    expect(refusal('payments', 'sepa-credit-transfers', { ...sepa, serviceLevel: 'URGP' })?.text).toBe(
      'serviceLevel is offered on cross-border-credit-transfers only; sepa-credit-transfers have one service level: leave the field out.',
    );
    expect(refusal('payments', 'cross-border-credit-transfers', { ...crossBorder, serviceLevel: 'SDVA' })?.text).toBe(
      'serviceLevel: Expected NURG (normal) or URGP (urgent), the service levels the bank offers',
    );
  });
});

describe('a payment to its own debtor account', () => {
  it.each([
    ['payments', { ...domestic, debtorAccount: { bban: '86011117947' } }, 'creditorAccount'],
    ['payments', { ...domestic, debtorAccount: { iban: 'NO9386011117947' } }, 'creditorAccount'],
    ['periodic_payments', { ...periodic, debtorAccount: { iban: 'NO9386011117947' } }, 'creditorAccount'],
    [
      'bulk_payments',
      {
        debtorAccount: { iban: 'NO9386011117947' },
        payments: [{ ...domestic, creditorAccount: { bban: '12345678903' } }, domestic],
      },
      'payments[1].creditorAccount',
    ],
  ] as const)('%s is a 400 FORMAT_ERROR naming %s', (service, body, path) => {
    expect(refusal(service, 'norwegian-domestic-credit-transfers', body)).toMatchObject({
      code: 'FORMAT_ERROR',
      path,
    });
  });

  it('is accepted to another account of the same customer', () => {
    expect(
      refusal('payments', 'norwegian-domestic-credit-transfers', {
        ...domestic,
        debtorAccount: { bban: '12345678903' },
      }),
    ).toBeNull();
  });
});
