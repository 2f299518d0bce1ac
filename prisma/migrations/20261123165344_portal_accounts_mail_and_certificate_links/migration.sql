-- CreateEnum
CREATE TYPE "PortalTokenKind" AS ENUM ('EMAIL_VERIFICATION', 'PASSWORD_RESET', 'CONTACT_EMAIL_VERIFICATION');

-- AlterTable
ALTER TABLE "Tpp" ADD COLUMN     "contactEmailVerifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PortalToken" (
    "tokenHash" TEXT NOT NULL,
    "kind" "PortalTokenKind" NOT NULL,
    "developerId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tppId" TEXT,
    "expires" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalToken_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "CertificateChallenge" (
    "id" TEXT NOT NULL,
    "developerId" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CertificateChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortalMail" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "links" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PortalToken_developerId_idx" ON "PortalToken"("developerId");

-- CreateIndex
CREATE INDEX "PortalToken_expires_idx" ON "PortalToken"("expires");

-- CreateIndex
CREATE UNIQUE INDEX "CertificateChallenge_challenge_key" ON "CertificateChallenge"("challenge");

-- CreateIndex
CREATE INDEX "CertificateChallenge_developerId_idx" ON "CertificateChallenge"("developerId");

-- CreateIndex
CREATE INDEX "PortalMail_createdAt_idx" ON "PortalMail"("createdAt");

-- AddForeignKey
ALTER TABLE "PortalToken" ADD CONSTRAINT "PortalToken_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateChallenge" ADD CONSTRAINT "CertificateChallenge_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
