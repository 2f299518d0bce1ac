import { readFileSync } from 'node:fs';
import { configuredChangesSchema, type BankChange } from '@/lib/berlin-group/bank-change-schema';

/**
 * D11: the bank's own dated changes from the JSON file XS2A_BANK_CHANGES_FILE names, checked with its schema; a bad
 * file or an id the registry already has throws, so the app does not start. No file: none.
 */
export function readConfiguredChanges(file: string | undefined, builtIn: readonly BankChange[]): BankChange[] {
  if (!file) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`XS2A_BANK_CHANGES_FILE ${file} is not a readable JSON file: ${(error as Error).message}`);
  }
  const parsed = configuredChangesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`XS2A_BANK_CHANGES_FILE ${file}: ${issue?.path.join('.') || '(file)'}: ${issue?.message}`);
  }
  const seen = new Set(builtIn.map((change) => change.id));
  for (const change of parsed.data.changes) {
    if (seen.has(change.id)) throw new Error(`XS2A_BANK_CHANGES_FILE ${file}: the id ${change.id} is used twice`);
    seen.add(change.id);
  }
  return parsed.data.changes;
}
