// npm run import -- <file.json> [--prune]: load the bank's data export into the production tables (D32).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run import -- <export.json> [--prune]

Loads customers, agreements, accounts, card accounts, engagements, balances and transactions from the bank's JSON
export (docs/bank-data-import.md) into the database named by DATABASE_URL, as the bank's production data (D32).
One file is one transaction: every refused row is listed and nothing is written, or every row is created or updated
by its natural key. The engagements the file lists for an agreement are all of it, and an account given to another
owner leaves the consents given for the old one. Importing the same file again changes nothing.

  --prune   the file is the bank's full data: production rows it does not name are deleted`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { prune: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
});
const [file] = positionals;
if (values.help || positionals.length !== 1 || !file) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must name the database to import into.');
  process.exit(2);
}

let document: unknown;
try {
  document = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
  process.exit(2);
}

// Imported after the checks: the database client reads DATABASE_URL once.
const { importBankData } = await import('@/lib/bank-data-import/import-bank-data');
const { db } = await import('@/lib/db');
const result = await importBankData({ document, isPrune: values.prune, now: new Date() });
await db.$disconnect();
if (result.kind === 'invalid') {
  console.error(`Refused: ${result.errors.length} problem(s), nothing was written.`);
  for (const error of result.errors) console.error(`  ${error.path}: ${error.message}`);
  process.exit(1);
}
console.log('Imported (created / updated / unchanged / deleted):');
for (const [kind, counts] of Object.entries(result.counts)) {
  console.log(`  ${kind.padEnd(13)} ${counts.created} / ${counts.updated} / ${counts.unchanged} / ${counts.deleted}`);
}
