-- D34: balances and transactions are refreshed from the core apart, each with its own stamp and digest. The stamp of
-- both becomes the transactions' (a refresh wrote them together); the balances' start unset, so their next read asks.
ALTER TABLE "Account" RENAME COLUMN "coreRefreshedAt" TO "coreTransactionsRefreshedAt";
ALTER TABLE "Account" RENAME COLUMN "coreDigest" TO "coreTransactionsDigest";
ALTER TABLE "Account" ADD COLUMN "coreBalancesRefreshedAt" TIMESTAMP(3),
ADD COLUMN "coreBalancesDigest" TEXT;

ALTER TABLE "CardAccount" RENAME COLUMN "coreRefreshedAt" TO "coreTransactionsRefreshedAt";
ALTER TABLE "CardAccount" RENAME COLUMN "coreDigest" TO "coreTransactionsDigest";
ALTER TABLE "CardAccount" ADD COLUMN "coreBalancesRefreshedAt" TIMESTAMP(3),
ADD COLUMN "coreBalancesDigest" TEXT;
