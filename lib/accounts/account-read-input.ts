import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { CoreRefreshSource } from '@/lib/core-connector/core-refresh-source';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/** What every account information read is given: the request's TPP, PSU headers and time, and the guard's grant. */
export type AccountReadInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  now: Date;
  /** D34: the core the accounts shown are refreshed from first (null: none); undefined: the one configured. */
  core?: CoreRefreshSource | null;
};
