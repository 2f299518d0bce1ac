import { requireAccountConsent, type AccountConsent } from '@/lib/consents/require-account-consent';
import type { ConsentedAccountsRead } from '@/lib/accounts/read-consented-accounts';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

/** What an account read gets: the request's TPP, PSU headers and path, its parsed query and the consent's grant. */
export type AccountReadContext<Params, Query> = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  params: Params;
  query: Query;
  grant: AccountConsent;
  now: Date;
};

export type AccountReadRoute<Params, Query> = {
  /** The operation, for the request log (withXs2a). */
  operation: string;
  /** Parses the query string before the guard, so that bad input changes nothing. */
  parseQuery: (query: URLSearchParams, now: Date) => Query;
  /** D31: the consented accounts the guard reads in its statement; none for card accounts. */
  readAccounts?: (request: { params: Params; query: Query }) => ConsentedAccountsRead;
  read: (context: AccountReadContext<Params, Query>) => Promise<unknown>;
};

/**
 * An account information GET (D17): the query, then the consent guard with the deferred X-Request-ID claim (D31),
 * then the read, answered 200 with the consent it accessed.
 */
export function withAccountRead<Params extends Record<string, string | string[]>, Query>(
  route: AccountReadRoute<Params, Query>,
) {
  return withXs2a<Params>(
    async ({ tpp, psu, params, query, now, requestIdClaim }) => {
      const parsedQuery = route.parseQuery(query, now);
      const grant = await requireAccountConsent({
        tpp,
        psu,
        now,
        requestIdClaim,
        readAccounts: route.readAccounts?.({ params, query: parsedQuery }),
      });
      return {
        status: 200,
        body: await route.read({ tpp, psu, params, query: parsedQuery, grant, now }),
        accessedConsentId: grant.consent.id,
      };
    },
    { operation: route.operation, roles: ['PSP_AI'], defersRequestIdClaim: true },
  );
}
