-- AlterTable
ALTER TABLE "Authorisation" ADD COLUMN     "sessionEndedAt" TIMESTAMP(3);
