-- CreateTable
CREATE TABLE "PaymentHold" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "firstDay" DATE NOT NULL,
    "lastDay" DATE,

    CONSTRAINT "PaymentHold_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BatchClosedDay" (
    "day" DATE NOT NULL,
    "closedBy" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BatchClosedDay_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "PaymentHold_paymentId_idx" ON "PaymentHold"("paymentId");

-- AddForeignKey
ALTER TABLE "PaymentHold" ADD CONSTRAINT "PaymentHold_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- D24: the days closed before this table existed. Which finished run was a day's last depended on the batch times in
-- force then, which the database does not hold: every bank day (Europe/Oslo; the column is UTC) before today with a
-- finished run counts as closed, so no date an earlier run paid or missed is caught up again. Today is left to its own
-- last run: closed now, its later runs would pay none of its dates.
INSERT INTO "BatchClosedDay" ("day", "closedBy", "closedAt")
SELECT DISTINCT ON ("bankDay") "bankDay", "scheduledFor", "finishedAt"
FROM (
  SELECT (("scheduledFor" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Oslo')::date AS "bankDay", "scheduledFor", "finishedAt"
  FROM "BatchRun"
  WHERE "finishedAt" IS NOT NULL
) AS "finishedRun"
WHERE "bankDay" < (now() AT TIME ZONE 'Europe/Oslo')::date
ORDER BY "bankDay", "scheduledFor" DESC;

-- D24: a payment on hold now has held since its last status change; holds already released left no trace.
INSERT INTO "PaymentHold" ("id", "paymentId", "firstDay")
SELECT translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_'), "id", (("statusChangedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Oslo')::date
FROM "Payment"
WHERE "status" = 'ACWP';
