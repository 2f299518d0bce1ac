// GET /v1/{payment-service}/{payment-product}/{paymentId}/status – transactionStatus, and fundsAvailable once checked
import { forPaymentService } from '@/lib/payments/for-payment-service';
import { parsePaymentPath } from '@/lib/payments/payment-path-schema';
import { readPaymentStatus } from '@/lib/payments/read-payment-status';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

const routes = forPaymentService({
  GET: withXs2a(
    async ({ tpp, params, now, requestIdClaim }) => {
      const path = parsePaymentPath(params);
      const payment = await readPaymentStatus({ tppId: tpp.id, path, now, requestIdClaim });
      // Spec "What the service does" 3: fundsAvailable tells a rejection for lack of funds; absent until the batch checked.
      const fundsAvailable = payment.fundsAvailable === null ? {} : { fundsAvailable: payment.fundsAvailable };
      return { status: 200, body: { transactionStatus: payment.status, ...fundsAvailable } };
    },
    { operation: 'getPaymentInitiationStatus', roles: ['PSP_PI'], defersRequestIdClaim: true },
  ),
});

export const GET = routes.GET;
// Every other verb: 405 SERVICE_INVALID under a payment service, 404 under any other first segment.
export const { POST, PUT, PATCH, DELETE } = routes;
