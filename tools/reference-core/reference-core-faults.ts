import { z } from 'zod';

/**
 * How the reference core misbehaves, switched at run time. `latencyMs` delays every answer; the others make a call
 * fail: `drop` closes the connection without an answer, `hang` never answers, `status` answers with it, `malformed`
 * answers 200 with a body that is not JSON (`'wrong-shape'`: JSON off the contract). With `failNext: n` only the next
 * n calls fail (503 when no other fault is named), then the core recovers.
 */
export const referenceCoreFaultsSchema = z.strictObject({
  latencyMs: z.int().min(0).max(600_000).optional(),
  drop: z.boolean().optional(),
  hang: z.boolean().optional(),
  status: z.int().min(300).max(599).optional(),
  malformed: z.union([z.boolean(), z.literal('wrong-shape')]).optional(),
  failNext: z.int().min(0).optional(),
});

export type ReferenceCoreFaults = z.infer<typeof referenceCoreFaultsSchema>;

/** What one call gets instead of its answer. */
export type CoreFailure =
  { kind: 'drop' } | { kind: 'hang' } | { kind: 'status'; status: number } | { kind: 'malformed'; isJson: boolean };

/**
 * The failure the next call gets under `faults`, or null for a proper answer; counts `failNext` down. When several
 * are named, the first of drop, hang, status and malformed wins.
 */
export function takeFailure(faults: ReferenceCoreFaults): CoreFailure | null {
  if (faults.failNext !== undefined) {
    if (faults.failNext === 0) return null;
    faults.failNext -= 1;
  }
  if (faults.drop) return { kind: 'drop' };
  if (faults.hang) return { kind: 'hang' };
  if (faults.status !== undefined) return { kind: 'status', status: faults.status };
  if (faults.malformed) return { kind: 'malformed', isJson: faults.malformed === 'wrong-shape' };
  return faults.failNext === undefined ? null : { kind: 'status', status: 503 };
}
