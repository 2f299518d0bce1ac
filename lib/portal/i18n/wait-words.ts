/** D19: a wait as a person reads it: whole seconds under a minute, whole minutes (rounded up) from one. */
export function waitWords(
  seconds: number,
  words: { seconds: (count: number) => string; minutes: (count: number) => string },
): string {
  return seconds < 60 ? words.seconds(Math.max(1, Math.ceil(seconds))) : words.minutes(Math.ceil(seconds / 60));
}
