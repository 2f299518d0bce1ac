-- AlterTable
ALTER TABLE "Authorisation" ADD COLUMN     "triedNumberAt" TIMESTAMP(3),
ADD COLUMN     "triedNumberCode" TEXT;
