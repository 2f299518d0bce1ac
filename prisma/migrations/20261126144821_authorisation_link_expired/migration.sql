-- DropIndex
DROP INDEX "Authorisation_scaStatus_linkUsedAt_idx";

-- AlterTable
ALTER TABLE "Authorisation" ADD COLUMN     "linkExpiredAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Authorisation_scaStatus_linkUsedAt_linkExpiresAt_idx" ON "Authorisation"("scaStatus", "linkUsedAt", "linkExpiresAt");
