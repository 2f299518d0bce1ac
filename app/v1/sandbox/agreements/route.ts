// POST /v1/sandbox/agreements – create a corporate customer's sandbox agreement
import { createAgreement } from '@/lib/sandbox/agreements/create-agreement';
import { createAgreementSchema } from '@/lib/sandbox/agreements/agreement-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a(
  async ({ tpp, body }) => ({
    status: 201,
    body: await createAgreement({ tppId: tpp.id, agreement: parseInput(createAgreementSchema, body) }),
  }),
  { operation: 'createSandboxAgreement', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
