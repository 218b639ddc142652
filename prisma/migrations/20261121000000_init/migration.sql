-- CreateTable
CREATE TABLE "ContentPack" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "headNumber" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PackRevision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "parentNumber" INTEGER,
    "schemaVersion" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "document" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PackRevision_packId_fkey" FOREIGN KEY ("packId") REFERENCES "ContentPack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PlaytestSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packRevisionId" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seats" TEXT NOT NULL,
    "log" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PlaytestSession_packRevisionId_fkey" FOREIGN KEY ("packRevisionId") REFERENCES "PackRevision" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PackRevision_packId_number_key" ON "PackRevision"("packId", "number");

