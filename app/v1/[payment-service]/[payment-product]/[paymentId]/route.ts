// GET /v1/{payment-service}/{payment-product}/{paymentId} – the payment as initiated, with its status; DELETE – the TPP cancels it
import { cancelPayment } from '@/lib/payments/cancel-payment';
import { forPaymentService } from '@/lib/payments/for-payment-service';
import { getPaymentOrThrow } from '@/lib/payments/get-payment-or-throw';
import { parsePaymentPath } from '@/lib/payments/payment-path-schema';
import { presentPayment } from '@/lib/payments/present-payment';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

const routes = forPaymentService({
  GET: withXs2a(
    async ({ tpp, params, now }) => ({
      status: 200,
      body: presentPayment(await getPaymentOrThrow({ tppId: tpp.id, path: parsePaymentPath(params), now })),
    }),
    { operation: 'getPaymentInformation', roles: ['PSP_PI'] },
  ),
  DELETE: withXs2a(
    async ({ tpp, params, now }) => {
      await cancelPayment({ tppId: tpp.id, path: parsePaymentPath(params), now });
      return { status: 204 };
    },
    { operation: 'cancelPayment', roles: ['PSP_PI'] },
  ),
});

export const GET = routes.GET;
export const DELETE = routes.DELETE;
// Every other verb: 405 SERVICE_INVALID under a payment service, 404 under any other first segment.
export const { POST, PUT, PATCH } = routes;
