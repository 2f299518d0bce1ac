// POST /v1/sandbox/card-accounts – create a sandbox card account for a customer
import { createCardAccount } from '@/lib/sandbox/card-accounts/create-card-account';
import { createCardAccountSchema } from '@/lib/sandbox/card-accounts/card-account-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a(
  async ({ tpp, body, now }) => ({
    status: 201,
    body: await createCardAccount({ tppId: tpp.id, cardAccount: parseInput(createCardAccountSchema, body), now }),
  }),
  { operation: 'createSandboxCardAccount', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
