import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

export type PaymentToApproveFixtureInput = { id: string; amount: bigint; requestedExecutionDate: string | null };

/** For unit tests: one RCVD domestic NOK credit transfer to Fjordkraft AS that names no debtor account. */
export function paymentToApproveFixture(input: PaymentToApproveFixtureInput): PaymentToApprove {
  return {
    id: input.id,
    tppId: 't1',
    service: 'payments',
    product: 'norwegian-domestic-credit-transfers',
    status: 'RCVD',
    currency: 'NOK',
    totalAmount: input.amount,
    instructions: [
      {
        amount: input.amount,
        currency: 'NOK',
        creditorName: 'Fjordkraft AS',
        creditorAccount: '15032080119',
        serviceLevel: null,
        regulatoryReportingCode: null,
        regulatoryReportingInformation: null,
        message: null,
        references: [],
      },
    ],
    debtorAccountId: null,
    debtorIban: null,
    debtorBban: null,
    requestedExecutionDate: input.requestedExecutionDate,
    isExecutionDatePassed: false,
    schedule: null,
    fee: 0n,
  };
}
