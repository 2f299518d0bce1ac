-- AlterTable
ALTER TABLE "Developer" ADD COLUMN     "emailVerifiedAt" TIMESTAMP(3),
ADD COLUMN     "passwordHash" TEXT;

-- AlterTable
ALTER TABLE "Consent" ADD COLUMN     "lastAccessedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PortalSession" (
    "tokenHash" TEXT NOT NULL,
    "developerId" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalSession_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "PortalSession_developerId_idx" ON "PortalSession"("developerId");

-- CreateIndex
CREATE INDEX "PortalSession_expires_idx" ON "PortalSession"("expires");

-- AddForeignKey
ALTER TABLE "PortalSession" ADD CONSTRAINT "PortalSession_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
