import { z } from 'zod';

/**
 * POST /v1/sandbox/batch-runs (D24): no body, or `lastRunOfDay: true` to run as the day's last run, in which a lack of
 * funds rejects the payment (ACCP, fundsAvailable=false) instead of leaving it PDNG for a later run.
 */
export const batchRunSchema = z.strictObject({ lastRunOfDay: z.boolean().optional() }).optional();

/** The bank's hold and stop (release 1.21.18), and the release of a held payment back to the batch (D24). */
export const holdStatuses = { onHold: 'ACWP', released: 'PDNG', stopped: 'RJCT' } as const;

/** PUT /v1/sandbox/payments/{paymentId}/status (D24). */
export const holdStatusSchema = z.strictObject({ status: z.enum(['onHold', 'released', 'stopped']) });

export type HoldStatus = z.output<typeof holdStatusSchema>['status'];
