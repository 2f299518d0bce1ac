import { waitWords } from '@/lib/portal/i18n/wait-words';

/**
 * `throttledMany` and the wait words carry `{n}`; `slowed` (naming the client's address) carries `{wait}`, the wait in
 * seconds or minutes (waitWords).
 */
export type SignInTexts = {
  email: string;
  password: string;
  signIn: string;
  errorTitle: string;
  credentials: string;
  throttledOne: string;
  throttledMany: string;
  slowed: string;
  oneSecond: string;
  seconds: string;
  oneMinute: string;
  minutes: string;
};

/** D19: the refusal text for next-auth's error: a locked e-mail, a slowed address, or the credentials. */
export function signInRefusalText(error: string | null | undefined, texts: SignInTexts): string {
  const [, kind, seconds] = /^(throttled|slowed):(\d+)$/.exec(error ?? '') ?? [];
  if (!seconds) return texts.credentials;
  const wait = Number(seconds);
  if (kind === 'throttled') {
    const minutes = Math.ceil(wait / 60);
    return minutes === 1 ? texts.throttledOne : texts.throttledMany.replace('{n}', String(minutes));
  }
  const count = (one: string, many: string) => (value: number) =>
    value === 1 ? one : many.replace('{n}', String(value));
  return texts.slowed.replace(
    '{wait}',
    waitWords(wait, { seconds: count(texts.oneSecond, texts.seconds), minutes: count(texts.oneMinute, texts.minutes) }),
  );
}
