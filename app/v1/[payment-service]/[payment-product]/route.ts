// POST /v1/{payment-service}/{payment-product} – initiate a payment: 201 RCVD with scaRedirect (D22)
import { isSandbox } from '@/lib/env';
import { createPayment } from '@/lib/payments/create-payment';
import { forPaymentService } from '@/lib/payments/for-payment-service';
import { parsePaymentPath } from '@/lib/payments/payment-path-schema';
import { parsePaymentRequest } from '@/lib/payments/parse-payment-request';
import { paymentCreatedResult } from '@/lib/payments/payment-created-result';
import { restoreScaLink } from '@/lib/sca/reissue-sca-link';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

const routes = forPaymentService({
  POST: withXs2a(
    async ({ tpp, psu, params, body, now, replayCopy }) => {
      const { service, product } = parsePaymentPath(params);
      const request = parsePaymentRequest({
        service,
        product,
        body,
        now,
        environment: isSandbox ? 'sandbox' : 'production',
      });
      // D37: the response kept for replays is written with the payment, one statement for both.
      return replayCopy.resultOf(
        (alsoWrite) => createPayment({ tppId: tpp.id, psu, request, body, now, alsoWrite }),
        paymentCreatedResult,
      );
    },
    { operation: 'initiatePayment', roles: ['PSP_PI'], restoreReplay: restoreScaLink },
  ),
});

export const POST = routes.POST;
// Every other verb: 405 SERVICE_INVALID under a payment service, 404 under any other first segment.
export const { GET, PUT, PATCH, DELETE } = routes;
