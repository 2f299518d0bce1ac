-- CreateIndex
CREATE INDEX "Authorisation_scaStatus_linkUsedAt_idx" ON "Authorisation"("scaStatus", "linkUsedAt");
