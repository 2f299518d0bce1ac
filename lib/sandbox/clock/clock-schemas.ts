import { z } from 'zod';

// An ISO 8601 duration in whole numbers with at least one part, in the order and digit bounds addIsoDuration reads.
const datePart =
  '\\d{1,4}Y(?:\\d{1,5}M)?(?:\\d{1,6}W)?(?:\\d{1,6}D)?|\\d{1,5}M(?:\\d{1,6}W)?(?:\\d{1,6}D)?|\\d{1,6}W(?:\\d{1,6}D)?|\\d{1,6}D';
const timePart = '\\d{1,7}H(?:\\d{1,9}M)?(?:\\d{1,10}S)?|\\d{1,9}M(?:\\d{1,10}S)?|\\d{1,10}S';
const durationPattern = new RegExp(`^P(?:(?:${datePart})(?:T(?:${timePart}))?|T(?:${timePart}))$`);

/** PUT /v1/sandbox/clock (D16): on by an ISO 8601 duration (`advanceBy`) or to an instant with its offset (`now`). */
export const moveClockSchema = z
  .strictObject({
    advanceBy: z
      .string()
      .max(40)
      .regex(durationPattern, 'must be an ISO 8601 duration in whole numbers, such as P91D, P3M or PT6H.')
      .optional(),
    now: z.iso
      .datetime({ offset: true, message: 'must be a date-time with its offset, e.g. 2027-03-01T09:00:00+01:00.' })
      .optional(),
  })
  .refine((body) => (body.advanceBy === undefined) !== (body.now === undefined), {
    message: 'give either advanceBy (an ISO 8601 duration such as P91D) or now (a date-time with its offset).',
  });

export type MoveClockBody = z.output<typeof moveClockSchema>;

/** DELETE /v1/sandbox/clock takes no input; an empty object is accepted as well. */
export const resetClockSchema = z.strictObject({}).optional();

/** The answer of every /v1/sandbox/clock operation. */
export type SandboxClockView = { now: string; realTime: boolean };
