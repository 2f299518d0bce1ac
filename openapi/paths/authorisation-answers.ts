import { ref } from '@/openapi/components/json-schema';
import { scaStatusExample } from '@/openapi/examples/account-information-examples';
import type { OperationInput } from './operation';

type Answer = OperationInput['success'];

/** POST …/authorisations of a payment or basket: the SCA process (taken over or new, D22) and its scaRedirect. */
export const startedAuthorisationAnswer = (example: unknown): Answer => ({
  status: 201,
  description: 'The SCA process (taken over or new) and its scaRedirect.',
  schema: ref('StartPaymentAuthorisationResponse'),
  example,
  headers: ['Location', 'AspspScaApproach'],
});

/** GET …/authorisations of a consent, payment or basket: the ids of its SCA processes. */
export const authorisationIdsAnswer = (example: unknown): Answer => ({
  status: 200,
  description: 'The ids.',
  schema: ref('Authorisations'),
  example,
});

/** GET …/authorisations/{authorisationId} of a consent, payment or basket. */
export const scaStatusAnswer: Answer = {
  status: 200,
  description: 'The scaStatus.',
  schema: ref('ScaStatusResponse'),
  example: scaStatusExample,
};
