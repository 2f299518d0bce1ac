// POST /v1/{payment-service}/{payment-product}/{paymentId}/authorisations – a new SCA for a payment still RCVD; GET – their ids
import { forPaymentService } from '@/lib/payments/for-payment-service';
import { listPaymentAuthorisationIds } from '@/lib/payments/payment-authorisations';
import { paymentAuthorisationResult } from '@/lib/payments/payment-authorisation-result';
import { parsePaymentPath } from '@/lib/payments/payment-path-schema';
import { startPaymentAuthorisation } from '@/lib/payments/start-payment-authorisation';
import { restoreScaLink } from '@/lib/sca/reissue-sca-link';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

const routes = forPaymentService({
  // The body is ignored: this bank's only SCA approach is REDIRECT, which needs no PSU data from the TPP.
  POST: withXs2a(
    async ({ tpp, psu, params, acceptFixes, now }) =>
      paymentAuthorisationResult(
        await startPaymentAuthorisation({ tppId: tpp.id, psu, path: parsePaymentPath(params), now }),
        acceptFixes,
      ),
    { operation: 'startPaymentAuthorisation', roles: ['PSP_PI'], restoreReplay: restoreScaLink },
  ),
  GET: withXs2a(
    async ({ tpp, params, now }) => ({
      status: 200,
      body: {
        authorisationIds: await listPaymentAuthorisationIds({ tppId: tpp.id, path: parsePaymentPath(params), now }),
      },
    }),
    { operation: 'getPaymentInitiationAuthorisation', roles: ['PSP_PI'] },
  ),
});

export const POST = routes.POST;
export const GET = routes.GET;
// Every other verb: 405 SERVICE_INVALID under a payment service, 404 under any other first segment.
export const { PUT, PATCH, DELETE } = routes;
