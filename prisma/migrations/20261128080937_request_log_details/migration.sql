-- AlterTable
ALTER TABLE "RequestLog" ADD COLUMN     "requestHeaders" JSONB,
ADD COLUMN     "response" JSONB;

-- D28: the inspector's code filter (errorCodes @> ARRAY[code]) reads a GIN index holding the refused rows only, which
-- carry every error code; the successes, most of the table, are not in it and cost the insert nothing.
CREATE INDEX "RequestLog_errorCodes_idx" ON "RequestLog" USING GIN ("errorCodes") WHERE "status" >= 400;
