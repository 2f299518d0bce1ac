import { db } from '@/lib/db';

/**
 * D32: what the bank's core receives for one approved payment (docs/payment-outbox.md): the ids, the status at
 * approval, the debtor account chosen at SCA, amounts in minor units as strings (D7), and the instructions with
 * their service level and regulatory reporting (D22; null when not given).
 */
export async function corePaymentRequest(paymentId: string): Promise<Record<string, unknown>> {
  const payment = await db.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: { instructions: { orderBy: { position: 'asc' } } },
  });
  const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;
  return {
    paymentId: payment.id,
    paymentService: payment.service.replace('_', '-'),
    paymentProduct: payment.product,
    transactionStatus: payment.status,
    debtorIban: payment.debtorIban,
    debtorBban: payment.debtorBban,
    currency: payment.currency,
    totalAmountMinor: payment.totalAmount.toString(),
    requestedExecutionDate: day(payment.requestedExecutionDate),
    batchBookingPreferred: payment.batchBookingPreferred,
    periodic: payment.frequency
      ? {
          startDate: day(payment.startDate),
          firstPaymentDate: day(payment.firstPaymentDate),
          endDate: day(payment.endDate),
          frequency: payment.frequency,
          executionRule: payment.executionRule,
          dayOfExecution: payment.dayOfExecution,
          monthsOfExecution: payment.monthsOfExecution,
        }
      : null,
    instructions: payment.instructions.map((instruction) => ({
      endToEndId: instruction.endToEndId,
      amountMinor: instruction.amount.toString(),
      currency: instruction.currency,
      creditorName: instruction.creditorName,
      creditorIban: instruction.creditorIban,
      creditorBban: instruction.creditorBban,
      creditorBic: instruction.creditorBic,
      creditorAddress: instruction.creditorAddress,
      remittanceInformationUnstructured: instruction.remittanceInformationUnstructured,
      remittanceInformationStructured: instruction.remittanceInformationStructured,
      serviceLevel: instruction.serviceLevel,
      regulatoryReportingCode: instruction.regulatoryReportingCode,
      regulatoryReportingInformation: instruction.regulatoryReportingInformation,
    })),
  };
}
