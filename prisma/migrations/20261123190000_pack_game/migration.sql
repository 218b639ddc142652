-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ContentPack" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "game" TEXT NOT NULL DEFAULT 'terra-mystica',
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "headNumber" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_ContentPack" ("createdAt", "description", "headNumber", "id", "name", "updatedAt") SELECT "createdAt", "description", "headNumber", "id", "name", "updatedAt" FROM "ContentPack";
DROP TABLE "ContentPack";
ALTER TABLE "new_ContentPack" RENAME TO "ContentPack";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

