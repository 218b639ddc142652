-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PackMember" (
    "packId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("packId", "userId"),
    CONSTRAINT "PackMember_packId_fkey" FOREIGN KEY ("packId") REFERENCES "ContentPack" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PackMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PlaytestSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packRevisionId" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seats" TEXT NOT NULL,
    "log" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'active',
    "name" TEXT NOT NULL DEFAULT '',
    "kind" TEXT NOT NULL DEFAULT 'play',
    "parentId" TEXT,
    "branchAt" INTEGER,
    "moves" INTEGER NOT NULL DEFAULT 0,
    "round" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "ownerId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PlaytestSession_packRevisionId_fkey" FOREIGN KEY ("packRevisionId") REFERENCES "PackRevision" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PlaytestSession_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "PlaytestSession" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "PlaytestSession_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_PlaytestSession" ("branchAt", "createdAt", "id", "kind", "log", "moves", "name", "packRevisionId", "parentId", "round", "seats", "seed", "status", "updatedAt", "version") SELECT "branchAt", "createdAt", "id", "kind", "log", "moves", "name", "packRevisionId", "parentId", "round", "seats", "seed", "status", "updatedAt", "version" FROM "PlaytestSession";
DROP TABLE "PlaytestSession";
ALTER TABLE "new_PlaytestSession" RENAME TO "PlaytestSession";
CREATE INDEX "PlaytestSession_ownerId_idx" ON "PlaytestSession"("ownerId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "PackMember_userId_idx" ON "PackMember"("userId");

