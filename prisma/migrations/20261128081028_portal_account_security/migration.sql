-- CreateEnum
CREATE TYPE "PortalChangeKind" AS ENUM ('REDIRECT_HOST_ADDED', 'REDIRECT_HOST_REMOVED', 'CERTIFICATE_ISSUED', 'CERTIFICATE_LINKED', 'MEMBER_JOINED', 'TOTP_REQUIRED', 'TOTP_NOT_REQUIRED', 'TOTP_ENABLED', 'TOTP_DISABLED');

-- AlterTable
ALTER TABLE "Tpp" ADD COLUMN     "requiresTotp" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Developer" ADD COLUMN     "totpEnabledAt" TIMESTAMP(3),
ADD COLUMN     "totpLastStep" INTEGER,
ADD COLUMN     "totpSecret" TEXT;

-- AlterTable
ALTER TABLE "PortalSession" ADD COLUMN     "authenticatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "isAwaitingSecondFactor" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "codeHash" TEXT NOT NULL,
    "developerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("codeHash")
);

-- CreateTable
CREATE TABLE "PortalChange" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "developerId" TEXT,
    "developerEmail" TEXT NOT NULL,
    "kind" "PortalChangeKind" NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RecoveryCode_developerId_idx" ON "RecoveryCode"("developerId");

-- CreateIndex
CREATE INDEX "PortalChange_tppId_createdAt_idx" ON "PortalChange"("tppId", "createdAt");

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalChange" ADD CONSTRAINT "PortalChange_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalChange" ADD CONSTRAINT "PortalChange_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE SET NULL ON UPDATE CASCADE;
