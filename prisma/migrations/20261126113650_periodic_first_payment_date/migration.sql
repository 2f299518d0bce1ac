-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "firstPaymentDate" DATE;
