-- AlterTable
ALTER TABLE "RequestLog" ADD COLUMN     "certificateFingerprint" TEXT;

-- Rows written before this column name their certificate in the first step of their stored diagnosis.
UPDATE "RequestLog"
SET "certificateFingerprint" = substring("signatureDiagnosis" #>> '{steps,0,detail}' from 'SHA-256 fingerprint ([0-9A-F]{64})\.$')
WHERE "tppId" IS NULL AND "signatureDiagnosis" IS NOT NULL;

-- D28: the refused rows of a certificate, newest first. Partial: only rows refused at the signature check have one.
CREATE INDEX "RequestLog_certificateFingerprint_at_id_idx" ON "RequestLog" ("certificateFingerprint", "at" DESC, "id" DESC) WHERE "certificateFingerprint" IS NOT NULL;
