-- AlterTable
ALTER TABLE "PsuWebSession" ADD COLUMN     "draft" JSONB;
