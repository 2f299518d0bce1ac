-- AlterEnum
ALTER TYPE "PortalTokenKind" ADD VALUE 'EMAIL_CHANGE';

-- AlterTable
ALTER TABLE "TppCertificate" ADD COLUMN     "revokedAt" TIMESTAMP(3);
