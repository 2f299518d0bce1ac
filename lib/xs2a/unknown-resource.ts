import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A path this API does not have: 404 RESOURCE_UNKNOWN, after the same checks as every request (D2). */
export const unknownResource = withXs2a(
  async ({ url }) => {
    throw new Xs2aError('RESOURCE_UNKNOWN', { text: `There is no resource at ${url.pathname}.` });
  },
  { operation: 'unknownResource' },
);
