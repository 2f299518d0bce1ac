// POST /v1/signing-baskets/{basketId}/authorisations – a new SCA for the basket; GET – their ids (D25)
import { basketAuthorisationHeaders } from '@/lib/signing-baskets/basket-authorisation-headers';
import { basketAuthorisationResult } from '@/lib/signing-baskets/basket-authorisation-result';
import { listBasketAuthorisationIds } from '@/lib/signing-baskets/basket-authorisations';
import { basketPathSchema } from '@/lib/signing-baskets/basket-path-schema';
import { startBasketAuthorisation } from '@/lib/signing-baskets/start-basket-authorisation';
import { restoreScaLink } from '@/lib/sca/reissue-sca-link';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

// The body is ignored: this bank's only SCA approach is REDIRECT, which needs no PSU data from the TPP.
export const POST = withXs2a<{ basketId: string }>(
  async ({ request, tpp, psu, params, acceptFixes, now }) => {
    basketAuthorisationHeaders(request.headers, psu);
    const { basketId } = parseInput(basketPathSchema, params);
    return basketAuthorisationResult(
      basketId,
      await startBasketAuthorisation({ tppId: tpp.id, basketId, psu, now }),
      acceptFixes,
    );
  },
  { operation: 'startSigningBasketAuthorisation', roles: ['PSP_PI'], restoreReplay: restoreScaLink },
);

export const GET = withXs2a<{ basketId: string }>(
  async ({ tpp, params, now }) => ({
    status: 200,
    body: {
      authorisationIds: await listBasketAuthorisationIds({
        tppId: tpp.id,
        ...parseInput(basketPathSchema, params),
        now,
      }),
    },
  }),
  { operation: 'getSigningBasketAuthorisation', roles: ['PSP_PI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
