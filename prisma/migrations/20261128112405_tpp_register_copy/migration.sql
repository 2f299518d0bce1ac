-- CreateTable
CREATE TABLE "TppRegisterCopy" (
    "id" TEXT NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL,
    "checksum" TEXT NOT NULL,
    "entityCount" INTEGER NOT NULL,

    CONSTRAINT "TppRegisterCopy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TppRegisterCopyEntry" (
    "copyId" TEXT NOT NULL,
    "organizationIdentifier" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "nca" TEXT NOT NULL,
    "authorisedRoles" "TppRole"[],
    "status" TEXT NOT NULL,

    CONSTRAINT "TppRegisterCopyEntry_pkey" PRIMARY KEY ("copyId","organizationIdentifier")
);

-- CreateTable
CREATE TABLE "TppRegisterRefresh" (
    "id" TEXT NOT NULL,
    "leasedUntil" TIMESTAMP(3) NOT NULL,
    "lastAttemptAt" TIMESTAMP(3),

    CONSTRAINT "TppRegisterRefresh_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "TppRegisterCopyEntry" ADD CONSTRAINT "TppRegisterCopyEntry_copyId_fkey" FOREIGN KEY ("copyId") REFERENCES "TppRegisterCopy"("id") ON DELETE CASCADE ON UPDATE CASCADE;
