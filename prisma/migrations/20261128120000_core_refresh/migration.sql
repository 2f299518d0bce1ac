-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "coreDigest" TEXT,
ADD COLUMN     "coreRefreshedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "CardAccount" ADD COLUMN     "coreDigest" TEXT,
ADD COLUMN     "coreRefreshedAt" TIMESTAMP(3);

-- D34: the natural key a refresh from the core writes by (account or card account, entryReference), unique so that two
-- instances refreshing one account at once insert an entry once. Partial: only the bank's production data has the key.
CREATE UNIQUE INDEX "Transaction_production_account_entryReference_key" ON "Transaction" ("accountId", "entryReference") WHERE "tppId" = 'bank-production-data' AND "accountId" IS NOT NULL AND "entryReference" IS NOT NULL;
CREATE UNIQUE INDEX "Transaction_production_cardAccount_entryReference_key" ON "Transaction" ("cardAccountId", "entryReference") WHERE "tppId" = 'bank-production-data' AND "cardAccountId" IS NOT NULL AND "entryReference" IS NOT NULL;
