import { z } from 'zod';

/** PUT /v1/sandbox/consents/{consentId}/status: what the sandbox does to a valid consent at once (D16). */
export const sandboxConsentStatusSchema = z.strictObject({
  consentStatus: z.enum(['expired', 'revokedByPsu']),
});

export type SandboxConsentStatus = z.output<typeof sandboxConsentStatusSchema>['consentStatus'];
