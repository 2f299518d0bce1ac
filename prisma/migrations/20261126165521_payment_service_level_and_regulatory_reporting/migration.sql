-- AlterTable
ALTER TABLE "PaymentInstruction" ADD COLUMN     "regulatoryReportingCode" VARCHAR(10),
ADD COLUMN     "regulatoryReportingInformation" VARCHAR(35),
ADD COLUMN     "serviceLevel" VARCHAR(4);
