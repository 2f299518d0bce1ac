// GET /v1/signing-baskets/{basketId}/authorisations/{authorisationId} – the scaStatus (casing per D20)
import { getBasketScaStatus } from '@/lib/signing-baskets/basket-authorisations';
import { basketPathSchema } from '@/lib/signing-baskets/basket-path-schema';
import { presentScaStatus } from '@/lib/sca/present-sca-status';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

export const GET = withXs2a<{ basketId: string; authorisationId: string }>(
  async ({ tpp, params, acceptFixes, now }) => {
    const { basketId, authorisationId = '' } = parseInput(basketPathSchema, params);
    return {
      status: 200,
      body: {
        scaStatus: presentScaStatus(
          await getBasketScaStatus({ tppId: tpp.id, basketId, authorisationId, now }),
          acceptFixes,
        ),
      },
    };
  },
  { operation: 'getSigningBasketScaStatus', roles: ['PSP_PI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
