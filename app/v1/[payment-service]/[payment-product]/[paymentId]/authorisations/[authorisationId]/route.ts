// GET /v1/{payment-service}/{payment-product}/{paymentId}/authorisations/{authorisationId} – the scaStatus (casing per D20)
import { forPaymentService } from '@/lib/payments/for-payment-service';
import { getPaymentScaStatus } from '@/lib/payments/payment-authorisations';
import { parsePaymentPath } from '@/lib/payments/payment-path-schema';
import { presentScaStatus } from '@/lib/sca/present-sca-status';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

const routes = forPaymentService({
  GET: withXs2a(
    async ({ tpp, params, acceptFixes, now }) => ({
      status: 200,
      body: {
        scaStatus: presentScaStatus(
          await getPaymentScaStatus({ tppId: tpp.id, path: parsePaymentPath(params), now }),
          acceptFixes,
        ),
      },
    }),
    { operation: 'getPaymentInitiationScaStatus', roles: ['PSP_PI'] },
  ),
});

export const GET = routes.GET;
// Every other verb: 405 SERVICE_INVALID under a payment service, 404 under any other first segment.
export const { POST, PUT, PATCH, DELETE } = routes;
