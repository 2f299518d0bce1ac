-- CreateTable
CREATE TABLE "SandboxClock" (
    "tppId" TEXT NOT NULL,
    "offsetMs" BIGINT NOT NULL,
    "batchRunThrough" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SandboxClock_pkey" PRIMARY KEY ("tppId")
);

-- AddForeignKey
ALTER TABLE "SandboxClock" ADD CONSTRAINT "SandboxClock_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;
