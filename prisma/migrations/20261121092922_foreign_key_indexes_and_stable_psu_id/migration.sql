-- DropForeignKey
ALTER TABLE "PsuPseudonym" DROP CONSTRAINT "PsuPseudonym_customerId_fkey";

-- DropIndex
DROP INDEX "PsuPseudonym_tppId_customerId_key";

-- AlterTable: keep every existing PSU-ID by copying its customer's number before the customer column goes (D8).
ALTER TABLE "PsuPseudonym" ADD COLUMN "customerNumber" TEXT;
UPDATE "PsuPseudonym" AS p SET "customerNumber" = c."customerNumber" FROM "Customer" AS c WHERE c."id" = p."customerId";
DELETE FROM "PsuPseudonym" WHERE "customerNumber" IS NULL;
ALTER TABLE "PsuPseudonym" ALTER COLUMN "customerNumber" SET NOT NULL;
ALTER TABLE "PsuPseudonym" DROP COLUMN "customerId";

-- CreateIndex
CREATE UNIQUE INDEX "PsuPseudonym_tppId_customerNumber_key" ON "PsuPseudonym"("tppId", "customerNumber");

-- CreateIndex
CREATE INDEX "CorporatePseudonym_agreementId_idx" ON "CorporatePseudonym"("agreementId");

-- CreateIndex
CREATE INDEX "Consent_customerId_idx" ON "Consent"("customerId");

-- CreateIndex
CREATE INDEX "Consent_agreementId_idx" ON "Consent"("agreementId");

-- CreateIndex
CREATE INDEX "Authorisation_customerId_idx" ON "Authorisation"("customerId");

-- CreateIndex
CREATE INDEX "Authorisation_consentId_idx" ON "Authorisation"("consentId");

-- CreateIndex
CREATE INDEX "Authorisation_paymentId_idx" ON "Authorisation"("paymentId");

-- CreateIndex
CREATE INDEX "Authorisation_basketId_idx" ON "Authorisation"("basketId");

-- CreateIndex
CREATE INDEX "TppSession_customerId_idx" ON "TppSession"("customerId");

-- CreateIndex
CREATE INDEX "Payment_customerId_idx" ON "Payment"("customerId");

-- CreateIndex
CREATE INDEX "Payment_debtorAccountId_idx" ON "Payment"("debtorAccountId");
