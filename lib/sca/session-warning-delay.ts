/** D29: how long before the SCA session ends its pages warn the PSU. */
export const sessionWarningLeadSeconds = 60;

/**
 * D29: after how many whole seconds from `now` a page rendered now reveals the warning that its session ends at
 * `endsAt`: one minute before the end, or at once (0) when less than a minute is left.
 */
export function sessionWarningDelay(endsAt: Date, now: Date): number {
  return Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000) - sessionWarningLeadSeconds);
}
