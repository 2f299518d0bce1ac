// POST /v1/sandbox/accounts – create a sandbox account for a customer
import { createAccount } from '@/lib/sandbox/accounts/create-account';
import { createAccountSchema } from '@/lib/sandbox/accounts/account-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a(
  async ({ tpp, body, now }) => ({
    status: 201,
    body: await createAccount({ tppId: tpp.id, account: parseInput(createAccountSchema, body), now }),
  }),
  { operation: 'createSandboxAccount', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
