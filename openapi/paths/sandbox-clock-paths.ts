import { exactObject } from '@/openapi/components/json-schema';
import { operation } from './operation';

const clockSchema = exactObject({
  now: {
    type: 'string',
    format: 'date-time',
    description: "This TPP's sandbox time, the bank's local time with its offset.",
  },
  realTime: { type: 'boolean', description: 'true while the clock is on real time, false once it was moved.' },
});
const clockExample = { now: '2027-02-27T09:14:05+01:00', realTime: false };
const realTimeExample = { now: '2026-11-28T09:14:05+01:00', realTime: true };

export const sandboxClockPaths = {
  '/v1/sandbox/clock': {
    get: operation({
      operationId: 'getSandboxClock',
      summary: "Read this TPP's sandbox clock",
      description:
        "D16: the time this TPP's sandbox runs on. Everything time-based in the sandbox follows it (consent validity and the 90-day renewal, the four unattended reads a day, execution and start dates, standing-order dates, the batch's runs and what they book, the dated rules and x-accept-fix defaults); the Date header window, X-Request-ID replays and throttles stay on real time. Other TPPs' clocks are their own.",
      withoutErrors: [404],
      success: { status: 200, description: 'The sandbox time.', schema: clockSchema, example: realTimeExample },
    }),
    put: operation({
      operationId: 'moveSandboxClock',
      summary: "Move this TPP's sandbox clock forward",
      description:
        "Moves the clock on by advanceBy, an ISO 8601 duration in whole numbers (P91D, P3M, P1Y2M, PT6H30M; years, months, weeks and days keep the wall-clock time on the bank's calendar), or to now, a date-time with its offset. The clock then keeps running from there. The clock only moves forward: a now before the sandbox time, a bad duration, both fields or neither, or more than five years ahead of real time is 400 FORMAT_ERROR, and the clock stays. The batch runs whose times (Europe/Oslo) the move passes run before the answer, in order, each on its own day, so standing orders book their dates and single payments their execution dates.",
      requestSchema: 'MoveSandboxClockRequest',
      requestExamples: { advanceBy: { advanceBy: 'P91D' }, now: { now: '2027-03-01T09:00:00+01:00' } },
      withoutErrors: [404],
      success: { status: 200, description: 'The sandbox time reached.', schema: clockSchema, example: clockExample },
    }),
    delete: operation({
      operationId: 'resetSandboxClock',
      summary: "Return this TPP's sandbox clock to real time",
      description:
        "D16: the clock follows real time again. A clock that had moved leaves consents, payments and bookings dated ahead of real time, so this TPP's sandbox is then reset to the known state as POST /v1/sandbox/initialize does (its consents, payments and signing baskets go too). On a clock already on real time nothing changes. No body (an empty object is accepted).",
      withoutErrors: [404],
      success: { status: 200, description: 'Real time.', schema: clockSchema, example: realTimeExample },
    }),
  },
};
