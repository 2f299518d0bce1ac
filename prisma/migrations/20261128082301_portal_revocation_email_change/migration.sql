-- AlterEnum
ALTER TYPE "PortalTokenKind" ADD VALUE 'EMAIL_CHANGE';

-- AlterTable
ALTER TABLE "TppCertificate" ADD COLUMN     "revokedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Consent_tppId_createdAt_idx" ON "Consent"("tppId", "createdAt");
