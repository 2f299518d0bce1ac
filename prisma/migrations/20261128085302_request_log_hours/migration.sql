-- CreateTable
CREATE TABLE "RequestLogHour" (
    "tppId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "operation" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "durations" INTEGER[],

    CONSTRAINT "RequestLogHour_pkey" PRIMARY KEY ("tppId","hour","operation")
);

-- CreateTable
CREATE TABLE "RequestLogRefusalHour" (
    "tppId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "code" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RequestLogRefusalHour_pkey" PRIMARY KEY ("tppId","hour","code")
);

-- CreateIndex
CREATE INDEX "RequestLogHour_hour_idx" ON "RequestLogHour"("hour");

-- CreateIndex
CREATE INDEX "RequestLogRefusalHour_hour_idx" ON "RequestLogRefusalHour"("hour");

-- AddForeignKey
ALTER TABLE "RequestLogHour" ADD CONSTRAINT "RequestLogHour_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestLogRefusalHour" ADD CONSTRAINT "RequestLogRefusalHour_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;
