-- CreateIndex
CREATE INDEX "CertificateChallenge_expires_idx" ON "CertificateChallenge"("expires");
