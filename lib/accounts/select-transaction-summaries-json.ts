import { queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { formatAmount } from '@/lib/money/amount';
import { currencyDecimals, minorUnitCurrencies } from '@/lib/validation/currency';
import { transactionPageStatement, type EntrySelection } from '@/lib/accounts/select-transaction-entries';

/** A booked entry of an account's page as the JSON text `presentTransactionSummary` gives, with its keyset position. */
export type TransactionSummaryJson = { id: string; bookingDate: string | null; json: string };

// The decimals of each currency with a minor unit, as one jsonb value (a constant of the statement, cheap to plan).
const decimalsByCurrency = JSON.stringify(
  Object.fromEntries(minorUnitCurrencies.map((code) => [code, currencyDecimals(code)])),
);

// encodeURIComponent of the id: as it is when every character is one it keeps, else byte by byte of its UTF-8.
const unreserved = `A-Za-z0-9_.!~*''()-`;
const encodedId = Prisma.raw(`CASE WHEN "id" ~ '^[${unreserved}]*$' THEN "id" ELSE (
  SELECT string_agg(CASE WHEN byte < 128 AND chr(byte) ~ '[${unreserved}]' THEN chr(byte)
    ELSE '%' || upper(lpad(to_hex(byte), 2, '0')) END, '' ORDER BY position)
  FROM generate_series(0, octet_length("id") - 1) AS position, get_byte(convert_to("id", 'UTF8'), position) AS byte) END`);

const optional = (name: string, value: string) => `coalesce(',"${name}":' || ${value}, '')`;
const text = (column: string) => `to_json("${column}")::text`;
const party = (prefix: string) =>
  `CASE WHEN "${prefix}Iban" <> '' THEN '{"iban":' || ${text(`${prefix}Iban`)} || '}' ` +
  `WHEN "${prefix}Bban" <> '' THEN '{"bban":' || ${text(`${prefix}Bban`)} || '}' END`;
const amount = `CASE WHEN "amount" < 0 THEN '-' ELSE '' END || round(abs("amount"::numeric) / power(10::numeric, unit.decimals), unit.decimals)::text`;

// The entry's JSON, key by key as presentTransactionSummary writes it; NULL when its currency has no minor unit.
function summaryJson(hrefPrefix: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(`'{"transactionId":' || ${text('id')}
    || ${optional('entryReference', text('entryReference'))}
    || ${optional('endToEndId', text('endToEndId'))}
    || ${optional('bookingDate', `'"' || "bookingDate"::text || '"'`)}
    || ${optional('valueDate', `'"' || "valueDate"::text || '"'`)}
    || ',"transactionAmount":{"currency":' || ${text('currency')} || ',"amount":"' || ${amount} || '"}'
    || ${optional('creditorName', text('creditorName'))}
    || ${optional('creditorAccount', party('creditor'))}
    || ${optional('debtorName', text('debtorName'))}
    || ${optional('debtorAccount', party('debtor'))}
    || ${optional('remittanceInformationUnstructured', text('remittanceInformationUnstructured'))}
    || ${optional('bankTransactionCode', text('bankTransactionCode'))}
    || ',"_links":{"transactionDetails":{"href":' || to_json(`)}${hrefPrefix}::text || ${encodedId})::text || ',"verbs":["GET"]}}}'`;
}

/**
 * D31: the booked entries of an account's report page as the JSON text of their list view, built by PostgreSQL in the
 * page's own statement (same conditions, order and index walk), so the app neither parses the rows nor presents them.
 */
export async function selectTransactionSummariesJson(
  selection: EntrySelection & { owner: { accountId: string } },
): Promise<TransactionSummaryJson[]> {
  const rows = await queryRows<TransactionSummaryJson & { currency: string }>(
    transactionSummariesJsonStatement(selection),
  );
  // A currency without a minor unit is refused as the presenter refuses it.
  for (const row of rows) if (row.json === null) formatAmount(0n, row.currency);
  return rows;
}

/** The statement of selectTransactionSummariesJson: the page's statement with the entries' JSON as its select list. */
export function transactionSummariesJsonStatement(
  selection: EntrySelection & { owner: { accountId: string } },
): Prisma.Sql {
  const hrefPrefix = `/v1/accounts/${encodeURIComponent(selection.owner.accountId)}/transactions/`;
  return transactionPageStatement(
    selection,
    Prisma.sql`"id", "bookingDate"::text AS "bookingDate", "currency", ${summaryJson(hrefPrefix)} AS "json"`,
    Prisma.sql`CROSS JOIN LATERAL (SELECT (${decimalsByCurrency}::jsonb ->> "currency")::int AS decimals) AS unit`,
  );
}
