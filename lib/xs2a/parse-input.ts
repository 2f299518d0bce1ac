import type { z } from 'zod';
import { toFieldPath } from '@/lib/validation/zod-issues';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * Parses a body, query or path value with a zod schema; the first problem becomes 400 FORMAT_ERROR whose `path` names
 * the field (D16: a 400 whose path names the field). Use z.strictObject so that unknown fields are refused.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  options: { pathPrefix?: string } = {},
): z.output<Schema> {
  // reportInput: zod puts the value on an issue only when asked, and describeIssue needs it to tell a missing field
  // from one of the wrong type (without it every wrong type read "is required.").
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // An unknown field is named itself, not only the object that holds it.
  const issuePath =
    issue?.code === 'unrecognized_keys' && issue.keys[0] ? [...issue.path, issue.keys[0]] : (issue?.path ?? []);
  const fieldPath = toFieldPath(issuePath);
  const path = [options.pathPrefix, fieldPath].filter(Boolean).join('.') || undefined;
  const text = issue ? describeIssue(issue, path) : 'The request is malformed.';
  throw new Xs2aError('FORMAT_ERROR', { path, text });
}

function describeIssue(issue: z.core.$ZodIssue, path: string | undefined): string {
  const subject = path ? `${path}: ` : '';
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}: remove them.`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${subject}is required.`;
  return `${subject}${issue.message}`;
}
