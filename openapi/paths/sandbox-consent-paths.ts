import { consentStatusExample, consentStatusResultExample } from '@/openapi/examples/sandbox-examples';
import { exactObject } from '@/openapi/components/json-schema';
import { operation } from './operation';

export const sandboxConsentPaths = {
  '/v1/sandbox/consents/{consentId}/status': {
    put: operation({
      operationId: 'setSandboxConsentStatus',
      summary: 'Expire a sandbox consent now, or revoke it as the customer',
      description:
        'D16: produces at once what a consent\'s end would after days or at the bank. expired: the consent\'s validUntil becomes the bank\'s yesterday, and the next account information request is 401 CONSENT_EXPIRED with scaRedirect; revokedByPsu: the PSU revokes it as on the bank\'s "My consents" page, and the next request is 403 CONSENT_UNKNOWN. Only a valid consent of this TPP; any other status is 409 STATUS_INVALID. See "How to produce each state" above.',
      pathParameters: [{ name: 'consentId', description: 'consentId of a consent this TPP obtained in the sandbox.' }],
      requestSchema: 'ConsentStatusRequest',
      requestExample: consentStatusExample,
      success: {
        status: 200,
        description: 'The consent and its new status.',
        schema: exactObject({
          consentId: { type: 'string' },
          consentStatus: { type: 'string', enum: ['expired', 'revokedByPsu'] },
        }),
        example: consentStatusResultExample,
      },
      moreErrors: { 409: 'Conflict' },
    }),
  },
};
