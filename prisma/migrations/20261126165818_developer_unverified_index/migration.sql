-- CreateIndex
CREATE INDEX "Developer_emailVerifiedAt_createdAt_idx" ON "Developer"("emailVerifiedAt", "createdAt");
