-- CreateEnum
CREATE TYPE "PaymentOutboxStatus" AS ENUM ('PENDING', 'DELIVERED', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "PaymentOutbox" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "status" "PaymentOutboxStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "PaymentOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentOutbox_paymentId_key" ON "PaymentOutbox"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentOutbox_idempotencyKey_key" ON "PaymentOutbox"("idempotencyKey");

-- CreateIndex
CREATE INDEX "PaymentOutbox_status_nextAttemptAt_idx" ON "PaymentOutbox"("status", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "PaymentOutbox" ADD CONSTRAINT "PaymentOutbox_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
