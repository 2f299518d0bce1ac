// GET /v1/user – the SCA flow for PISP-only TPPs: 401 with scaRedirect until the PSU is identified, then the PSU-ID
import { identifyUser } from '@/lib/tpp-sessions/identify-user';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a(
  async ({ tpp, psu, now }) => ({ status: 200, body: await identifyUser({ tpp, psu, now }) }),
  { operation: 'getUser', roles: ['PSP_PI', 'PSP_AI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
