import { queryRows } from '../../../tests/integration/support/scratch-database';
import type { JournalEntry } from './request-journal';

/** One check of the database after a fault: what it holds against what the TPP and the PSU were told. */
export type LedgerCheck = { name: string; problems: string[] };

const listed = (ids: string[]) =>
  ids.length === 0 ? [] : [`${ids.length}: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`];

export type CheckCreationsInput = {
  databaseUrl: string;
  what: string;
  table: 'Payment' | 'Consent';
  tppId: string;
  answered: Set<string>;
  unresolved: number;
  ignored?: Set<string>;
};

/**
 * Every id answered with 201 is stored, and no row exists that no 201 answered (created twice), beyond the creations
 * whose outcome the TPP could not learn even by sending them again (`unresolved`: the database went away as it
 * committed, so the bank cannot tell either, D14).
 */
export async function checkCreations(input: CheckCreationsInput): Promise<LedgerCheck[]> {
  const stored = (
    await queryRows<{ id: string }>(input.databaseUrl, `SELECT id FROM "${input.table}" WHERE "tppId" = $1`, [
      input.tppId,
    ])
  )
    .map((row) => row.id)
    .filter((id) => !input.ignored?.has(id));
  const storedIds = new Set(stored);
  const unanswered = stored.filter((id) => !input.answered.has(id));
  return [
    {
      name: `every ${input.what} answered 201 is stored (${input.answered.size})`,
      problems: listed([...input.answered].filter((id) => !storedIds.has(id))).map((line) => `missing ${line}`),
    },
    {
      name: `no ${input.what} is stored that no 201 answered (${stored.length} stored; ${unanswered.length} without a 201, for ${input.unresolved} creations whose outcome the TPP could not learn)`,
      problems: unanswered.length <= input.unresolved ? [] : listed(unanswered).map((line) => `unanswered ${line}`),
    },
  ];
}

type PaymentLedgerRow = { id: string; status: string; bookings: number; finalised: number };

/** Each payment's status, its bookings (Transaction rows) and its finalised authorisations. */
export async function readPaymentLedger(databaseUrl: string, paymentIds: string[]): Promise<PaymentLedgerRow[]> {
  return queryRows<PaymentLedgerRow>(
    databaseUrl,
    `SELECT p.id, p.status::text AS status,
       (SELECT count(*)::int FROM "Transaction" t WHERE t."paymentId" = p.id) AS bookings,
       (SELECT count(*)::int FROM "Authorisation" a WHERE a."paymentId" = p.id AND a."scaStatus" = 'FINALISED') AS finalised
     FROM "Payment" p WHERE p.id = ANY($1::text[])`,
    [paymentIds],
  );
}

export type CheckApprovalsAndBookingsInput = {
  databaseUrl: string;
  paymentIds: string[];
  seenApproved: Set<string>;
  executed: string[];
  mustBeExecuted: string[];
};

/**
 * Each payment the PSU saw approved is approved once (one finalised authorisation); each of `mustBeExecuted` is in an
 * `executed` status; no payment is approved twice; an executed payment is booked once, any other not at all.
 */
export async function checkApprovalsAndBookings(input: CheckApprovalsAndBookingsInput): Promise<LedgerCheck[]> {
  const ledger = await readPaymentLedger(input.databaseUrl, input.paymentIds);
  const isExecuted = (row: PaymentLedgerRow) => input.executed.includes(row.status);
  const seen = ledger.filter((row) => input.seenApproved.has(row.id));
  const bookings = ledger.reduce((sum, row) => sum + row.bookings, 0);
  const executed = ledger.filter(isExecuted).length;
  const mustBeExecuted = new Set(input.mustBeExecuted);
  return [
    ...(input.seenApproved.size === 0
      ? []
      : [
          {
            name: `every approval the PSU saw succeed is approved exactly once (${input.seenApproved.size})`,
            problems: listed(
              seen
                .filter((row) => row.finalised !== 1 || ['RCVD', 'CANC', 'RJCT'].includes(row.status))
                .map((row) => `${row.id} ${row.status} ×${row.finalised}`),
            ),
          },
        ]),
    ...(mustBeExecuted.size === 0
      ? []
      : [
          {
            name: `every payment that must be by now is executed (${mustBeExecuted.size})`,
            problems: listed(
              ledger
                .filter((row) => mustBeExecuted.has(row.id) && !isExecuted(row))
                .map((row) => `${row.id} ${row.status}`),
            ),
          },
        ]),
    {
      name: 'no payment is approved twice',
      problems: listed(ledger.filter((row) => row.finalised > 1).map((row) => `${row.id} ×${row.finalised}`)),
    },
    {
      name: 'an executed payment has one booking, any other none',
      problems: listed(
        ledger
          .filter((row) => row.bookings !== (isExecuted(row) ? 1 : 0))
          .map((row) => `${row.id} ${row.status} ${row.bookings} bookings`),
      ),
    },
    {
      name: `bookings (${bookings}) = executed payments (${executed})`,
      problems: bookings === executed ? [] : [`${bookings} bookings for ${executed} executed payments`],
    },
  ];
}

/**
 * The request log (D31) against the signed requests that were answered: the answered requests it lacks, each with
 * its answer's time, so that the caller can hold the loss against the documented window.
 */
export async function findUnloggedRequests(input: {
  databaseUrl: string;
  journal: JournalEntry[];
}): Promise<JournalEntry[]> {
  // By X-Request-ID alone: a request refused before its TPP was known (the database away) is logged without one.
  const ids = [...new Set(input.journal.map((entry) => entry.xRequestId))];
  const logged = new Set(
    (
      await queryRows<{ xRequestId: string }>(
        input.databaseUrl,
        `SELECT "xRequestId" FROM "RequestLog" WHERE "xRequestId" = ANY($1::text[])`,
        [ids],
      )
    ).map((row) => row.xRequestId),
  );
  return input.journal.filter((entry) => entry.status !== null && !logged.has(entry.xRequestId));
}

/** Prints the checks; true when none found a problem. */
export function reportChecks(checks: LedgerCheck[]): boolean {
  for (const check of checks)
    console.log(
      `  ${check.problems.length === 0 ? 'PASS' : 'FAIL'} ${check.name}${check.problems.length > 0 ? `: ${check.problems.join('; ')}` : ''}`,
    );
  return checks.every((check) => check.problems.length === 0);
}
