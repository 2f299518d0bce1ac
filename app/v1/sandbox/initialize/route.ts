// POST /v1/sandbox/initialize – reset this TPP's sandbox to the known state of D10 and list the customers created
import { initializeSandbox } from '@/lib/sandbox/initialize-sandbox';
import { initializeSchema } from '@/lib/sandbox/customers/customer-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a(
  async ({ tpp, body, now }) => {
    parseInput(initializeSchema, body);
    return { status: 200, body: await initializeSandbox({ tppId: tpp.id, now }) };
  },
  { operation: 'initializeSandbox', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
