import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/** What every account information read is given: the request's TPP, PSU headers and time, and the guard's grant. */
export type AccountReadInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  now: Date;
};
