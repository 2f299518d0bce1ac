-- AlterTable
ALTER TABLE "RequestLog" ADD COLUMN     "operation" TEXT;
