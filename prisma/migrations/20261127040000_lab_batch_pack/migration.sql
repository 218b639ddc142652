-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_LabBatch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "packRevisionId" TEXT,
    "packVersion" TEXT NOT NULL,
    "spec" TEXT NOT NULL,
    "resolvedPack" TEXT NOT NULL DEFAULT '',
    "total" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LabBatch_packRevisionId_fkey" FOREIGN KEY ("packRevisionId") REFERENCES "PackRevision" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_LabBatch" ("createdAt", "game", "id", "key", "packId", "packRevisionId", "packVersion", "spec", "status", "total", "updatedAt") SELECT "createdAt", "game", "id", "key", "packId", "packRevisionId", "packVersion", "spec", "status", "total", "updatedAt" FROM "LabBatch";
DROP TABLE "LabBatch";
ALTER TABLE "new_LabBatch" RENAME TO "LabBatch";
CREATE UNIQUE INDEX "LabBatch_key_key" ON "LabBatch"("key");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

