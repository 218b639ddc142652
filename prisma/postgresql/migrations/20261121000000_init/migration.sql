-- CreateTable
CREATE TABLE "ContentPack" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "headNumber" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentPack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackRevision" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "parentNumber" INTEGER,
    "schemaVersion" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "document" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PackRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlaytestSession" (
    "id" TEXT NOT NULL,
    "packRevisionId" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seats" TEXT NOT NULL,
    "log" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlaytestSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PackRevision_packId_number_key" ON "PackRevision"("packId", "number");

-- AddForeignKey
ALTER TABLE "PackRevision" ADD CONSTRAINT "PackRevision_packId_fkey" FOREIGN KEY ("packId") REFERENCES "ContentPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlaytestSession" ADD CONSTRAINT "PlaytestSession_packRevisionId_fkey" FOREIGN KEY ("packRevisionId") REFERENCES "PackRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

