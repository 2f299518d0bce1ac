import { describe, expect, it } from 'vitest';
import { paymentToApproveFixture } from '@/tests/support/payment-to-approve-fixture';
import { approvalChoice, checkApprovalChoice } from '@/lib/payments/approval/approval-code';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

const key = Buffer.alloc(32, 7);
const payment = paymentToApproveFixture({ id: 'p1', amount: 123450n, requestedExecutionDate: '2026-12-01' });
const choice = approvalChoice({ key, payment, debtorAccountId: 'a1' });

describe('approval codes (dynamic linking, D23)', () => {
  it('accept the choice made for the payment as shown', () => {
    expect(checkApprovalChoice({ key, payment, choice })).toBe('a1');
  });

  it.each([
    [
      'another amount',
      { ...payment, totalAmount: 123451n, instructions: [{ ...payment.instructions[0]!, amount: 123451n }] },
    ],
    ['another currency', { ...payment, currency: 'EUR' }],
    [
      'another payee name',
      { ...payment, instructions: [{ ...payment.instructions[0]!, creditorName: 'Fjordkraft ASA' }] },
    ],
    [
      'another payee account',
      { ...payment, instructions: [{ ...payment.instructions[0]!, creditorAccount: '15032080110' }] },
    ],
    ['a service level', { ...payment, instructions: [{ ...payment.instructions[0]!, serviceLevel: 'URGP' }] }],
    [
      'a regulatory reporting code',
      { ...payment, instructions: [{ ...payment.instructions[0]!, regulatoryReportingCode: '14' }] },
    ],
    [
      'another regulatory reporting text',
      { ...payment, instructions: [{ ...payment.instructions[0]!, regulatoryReportingInformation: 'Import' }] },
    ],
    ['another execution date', { ...payment, requestedExecutionDate: '2026-12-02' }],
    [
      'a schedule',
      {
        ...payment,
        schedule: {
          frequency: 'Monthly',
          startDate: '2026-12-01',
          endDate: null,
          dayOfExecution: '1',
          executionRule: null,
          monthsOfExecution: [],
          firstPaymentDate: '2026-12-01',
          lastPaymentDate: null,
          hasPassedDates: false,
        },
      },
    ],
    ['the execution date passed since the page was shown', { ...payment, isExecutionDatePassed: true }],
  ] satisfies [string, PaymentToApprove][])('refuse it for %s', (_name, changed) => {
    expect(checkApprovalChoice({ key, payment: changed, choice })).toBeNull();
  });

  it.each([
    ['another key', { key: Buffer.alloc(32, 8), choice }],
    ['another debtor account', { key, choice: choice.replace(/^a1\./, 'a2.') }],
    ['no code', { key, choice: 'a1' }],
    ['a truncated code', { key, choice: choice.slice(0, -1) }],
    ['an extra part', { key, choice: `${choice}.x` }],
    ['nothing', { key, choice: null }],
  ])('refuse %s', (_name, input) => {
    expect(checkApprovalChoice({ ...input, payment })).toBeNull();
  });
});
