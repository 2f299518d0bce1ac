-- AlterTable
ALTER TABLE "RequestLog" ADD COLUMN     "changeUsages" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "ChangeTrial" (
    "tppId" TEXT NOT NULL,
    "changeId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChangeTrial_pkey" PRIMARY KEY ("tppId","changeId")
);

-- AddForeignKey
ALTER TABLE "ChangeTrial" ADD CONSTRAINT "ChangeTrial_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Readiness counts a TPP's requests of the last 30 days that touched a change: only those rows are indexed.
CREATE INDEX "RequestLog_tppId_at_changeUsages_idx" ON "RequestLog" ("tppId", "at" DESC) WHERE cardinality("changeUsages") > 0;
