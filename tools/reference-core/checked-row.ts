import type { z } from 'zod';
import type { CoreAccountKey } from '@/lib/core-connector/core-accounts';
import { toFieldPath } from '@/lib/validation/zod-issues';
import { CoreRefusal } from './core-refusal';

/** A row given to the reference core, checked by the bank-data export's rules (for the account `key` names); 400 when refused. */
export function checkedRow<Schema extends z.ZodType>(
  schema: Schema,
  row: unknown,
  key?: CoreAccountKey,
): z.output<Schema> {
  const parsed = schema.safeParse(typeof row === 'object' && row !== null ? { ...row, ...key } : row);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${toFieldPath(issue.path) || '(row)'}: ${issue.message}`);
  throw new CoreRefusal(400, 'INVALID_REQUEST', problems.join('; '));
}
