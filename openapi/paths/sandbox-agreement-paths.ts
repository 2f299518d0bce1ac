import {
  agreementExample,
  createAgreementExample,
  createEngagementExample,
  engagementExample,
} from '@/openapi/examples/sandbox-examples';
import { ref } from '@/openapi/components/json-schema';
import { createdIdParameter, sandboxCreate } from './sandbox-create';
import { operation } from './operation';

const mockAgreementId = createdIdParameter('mockAgreementId', 'agreementId of an agreement', 'agreements');

export const sandboxAgreementPaths = {
  '/v1/sandbox/agreements': {
    post: sandboxCreate({
      operationId: 'createSandboxAgreement',
      summary: "Create a corporate customer's sandbox agreement",
      description:
        "owner is the customerNumber of a CORPORATE customer of this sandbox (spec engagement rule 4). name defaults to the owner's name.",
      requestSchema: 'CreateAgreementRequest',
      requestExample: createAgreementExample,
      created: { description: 'The agreement.', schema: 'Agreement', example: agreementExample },
    }),
  },
  '/v1/sandbox/agreements/{mockAgreementId}': {
    get: operation({
      operationId: 'getSandboxAgreement',
      summary: 'Read a sandbox agreement',
      description: 'With its owner and engagements.',
      pathParameters: [mockAgreementId],
      success: { status: 200, description: 'The agreement.', schema: ref('Agreement'), example: agreementExample },
    }),
  },
  '/v1/sandbox/agreements/{mockAgreementId}/engagements': {
    post: sandboxCreate({
      operationId: 'createSandboxEngagement',
      summary: 'Grant a PSU an account of the corporation',
      description:
        'Spec "Sandbox engagement", rules 1-4. The agreement is a corporate customer\'s. roles are one or more of the enum, each at most once; only an engagement with both REGISTER and VIEW makes its account available for consent (rule 1), and one with REGISTER or APPROVE lets the PSU register or approve payments from it (an approver may hold APPROVE alone). customer is the customerNumber of a PRIVATE customer of this sandbox, the PSU (rule 2). account names an account by iban, or a card account by maskedPan, owned by the agreement\'s owner and not by the PSU (rule 3). Limits are int32 minor units, 0 or more. The same customer and account twice in one agreement is refused.',
      pathParameters: [mockAgreementId],
      requestSchema: 'CreateEngagementRequest',
      requestExample: createEngagementExample,
      created: {
        description: 'The engagement, in the request shape.',
        schema: 'Engagement',
        example: engagementExample,
      },
    }),
  },
};
