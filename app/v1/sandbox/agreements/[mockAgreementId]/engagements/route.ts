// POST /v1/sandbox/agreements/{mockAgreementId}/engagements – grant a PSU an account of the agreement's corporation
import { createEngagement } from '@/lib/sandbox/agreements/create-engagement';
import { createEngagementSchema } from '@/lib/sandbox/agreements/agreement-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a<{ mockAgreementId: string }>(
  async ({ tpp, params, body }) => ({
    status: 201,
    body: await createEngagement({
      tppId: tpp.id,
      agreementId: params.mockAgreementId,
      engagement: parseInput(createEngagementSchema, body),
    }),
  }),
  { operation: 'createSandboxEngagement', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
