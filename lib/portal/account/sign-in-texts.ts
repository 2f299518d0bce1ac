import type { SignInTexts } from '@/lib/portal/account/sign-in-refusal-text';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';

/** D27: the sign-in form's words, its counts as `{n}` templates and the slowed text naming `clientAddress`. */
export function signInTexts(messages: PortalMessages, clientAddress: string): SignInTexts {
  const { account } = messages;
  return {
    email: account.email,
    password: account.password,
    signIn: account.signIn,
    errorTitle: messages.errorTitle,
    credentials: account.errors.credentials,
    throttledOne: account.throttled(1),
    throttledMany: account.throttled(1000).replace('1000', '{n}'),
    slowed: account.slowed(clientAddress, '{wait}'),
    oneSecond: account.seconds(1),
    seconds: account.seconds(1000).replace('1000', '{n}'),
    oneMinute: account.minutes(1),
    minutes: account.minutes(1000).replace('1000', '{n}'),
  };
}
