import type { EbaRegisterCopy } from './parse-eba-register';

export type RegisterCopyLimits = {
  /** Fewer TPP entities than this is not the register (an error page, a partial export). */
  minimumEntities: number;
  /** The share (0-1) by which the TPP entities, or the authorised ones, may shrink against the last good copy. */
  maxShrinkShare: number;
};

type Counts = Pick<EbaRegisterCopy, 'entityCount' | 'authorisedCount'>;

/** D35: why a parsed copy must not replace `lastGood` (null: it may); a truncated download never withdraws the market. */
export function verifyRegisterCopy(copy: Counts, lastGood: Counts | null, limits: RegisterCopyLimits): string | null {
  if (copy.entityCount < limits.minimumEntities)
    return `it lists ${copy.entityCount} TPP entities, fewer than the minimum of ${limits.minimumEntities}`;
  if (!lastGood) return null;
  for (const [what, now, before] of [
    ['TPP entities', copy.entityCount, lastGood.entityCount],
    ['authorised TPPs', copy.authorisedCount, lastGood.authorisedCount],
  ] as const) {
    if (now < before * (1 - limits.maxShrinkShare))
      return `it lists ${now} ${what} against ${before} in the last good copy, more than ${Math.round(limits.maxShrinkShare * 100)}% fewer`;
  }
  return null;
}
