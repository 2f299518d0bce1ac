// GET /v1/sandbox/agreements/{mockAgreementId} – read a sandbox agreement with its engagements
import { getSandboxAgreementOrThrow } from '@/lib/sandbox/agreements/load-sandbox-agreement-or-throw';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ mockAgreementId: string }>(
  async ({ tpp, params }) => ({
    status: 200,
    body: await getSandboxAgreementOrThrow({ tppId: tpp.id, agreementId: params.mockAgreementId }),
  }),
  { operation: 'getSandboxAgreement', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
