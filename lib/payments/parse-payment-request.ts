import type { z } from 'zod';
import type { Environment } from '@/lib/berlin-group/dated-rules';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import { checkPaymentRules } from '@/lib/payments/check-payment-rules';
import type { PaymentProduct } from '@/lib/payments/payment-products';
import {
  bulkPaymentSchema,
  paymentAccountSchema,
  periodicPaymentSchema,
  singlePaymentSchema,
  type CreditTransfer,
} from '@/lib/payments/payment-request-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** The periodic schedule of a periodic payment (Berlin Group periodicPaymentInitiation_json). */
export type PaymentSchedule = Pick<
  z.output<typeof periodicPaymentSchema>,
  'startDate' | 'endDate' | 'executionRule' | 'frequency' | 'dayOfExecution' | 'monthsOfExecution'
>;

/** Any service's request in one shape: the instructions (one, or a bulk's entries) and what applies to all of them. */
export type PaymentRequest = {
  service: PaymentService;
  product: PaymentProduct;
  instructions: CreditTransfer[];
  debtorAccount?: z.output<typeof paymentAccountSchema>;
  requestedExecutionDate?: string;
  batchBookingPreferred?: boolean;
  schedule?: PaymentSchedule;
};

export type ParsePaymentRequestInput = {
  service: PaymentService;
  product: PaymentProduct;
  body: unknown;
  now: Date;
  environment: Environment;
};

/** Parses a payment initiation body for its service and checks the rules of its product and of the day (D22). */
export function parsePaymentRequest(input: ParsePaymentRequestInput): PaymentRequest {
  const request = toPaymentRequest(input.service, input.product, input.body);
  checkPaymentRules({ request, now: input.now, environment: input.environment });
  return request;
}

function toPaymentRequest(service: PaymentService, product: PaymentProduct, body: unknown): PaymentRequest {
  if (body === undefined) throw new Xs2aError('FORMAT_ERROR', { text: 'A payment initiation needs a JSON body.' });
  if (service === 'bulk_payments') {
    const { payments, debtorAccount, requestedExecutionDate, batchBookingPreferred } = parseInput(
      bulkPaymentSchema,
      body,
    );
    return { service, product, instructions: payments, debtorAccount, requestedExecutionDate, batchBookingPreferred };
  }
  if (service === 'periodic_payments') {
    const {
      debtorAccount,
      startDate,
      endDate,
      executionRule,
      frequency,
      dayOfExecution,
      monthsOfExecution,
      ...instruction
    } = parseInput(periodicPaymentSchema, body);
    return {
      service,
      product,
      instructions: [instruction],
      debtorAccount,
      schedule: { startDate, endDate, executionRule, frequency, dayOfExecution, monthsOfExecution },
    };
  }
  const { debtorAccount, requestedExecutionDate, ...instruction } = parseInput(singlePaymentSchema, body);
  return { service, product, instructions: [instruction], debtorAccount, requestedExecutionDate };
}
