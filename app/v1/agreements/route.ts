// GET /v1/agreements – the PSU's corporate agreements, each with its PSU-Corporate-ID
import { listPsuAgreements } from '@/lib/accounts/list-psu-agreements';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a(
  async ({ tpp, psu, now }) => ({ status: 200, body: await listPsuAgreements({ tpp, psu, now }) }),
  {
    operation: 'listAgreements',
    // Spec "SCA redirect flow" 8: PSU-Corporate-ID comes from here for payments in a corporate context too (D15).
    roles: ['PSP_AI', 'PSP_PI'],
  },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
