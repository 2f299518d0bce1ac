-- AlterTable
ALTER TABLE "Authorisation" ADD COLUMN     "requestedContext" "PsuContext";

-- D29: an SCA nobody has signed in to yet still holds the context its TPP asked for.
UPDATE "Authorisation" SET "requestedContext" = "context" WHERE "customerId" IS NULL AND "context" IS NOT NULL;
