/** Why a PSU page is a dead end (the `reason` of /sca/ended). */
export const deadEndReasons = [
  'link-used',
  'link-expired',
  'link-invalid',
  'session-expired',
  'withdrawn',
  'forbidden',
] as const;

export type DeadEndReason = (typeof deadEndReasons)[number];

const statuses: Record<DeadEndReason, number> = {
  'link-used': 410,
  'link-expired': 410,
  /** A link that never existed (or no reason given): nothing is there. */
  'link-invalid': 404,
  'session-expired': 410,
  withdrawn: 410,
  /** A form refused by the CSRF checks (D17). */
  forbidden: 403,
};

/**
 * D29: a dead end answers with the status of what happened, not 200 with an error: 410 Gone for what existed and
 * ended (a used or expired link, an ended session, a withdrawn request), 404 for an unknown link, 403 for a refused
 * form. The page itself is the same for every status.
 */
export function deadEndStatus(reason: string | null): number {
  const known = deadEndReasons.find((candidate) => candidate === reason);
  return known ? statuses[known] : 404;
}
