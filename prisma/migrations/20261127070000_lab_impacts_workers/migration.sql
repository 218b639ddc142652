-- CreateTable
CREATE TABLE "LabImpact" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "againstId" TEXT NOT NULL,
    "spec" TEXT NOT NULL,
    "packA" TEXT NOT NULL,
    "packB" TEXT NOT NULL,
    "corpus" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LabImpactGame" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "impactId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LabImpactGame_impactId_fkey" FOREIGN KEY ("impactId") REFERENCES "LabImpact" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LabWorker" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "concurrency" INTEGER NOT NULL,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "LabImpact_key_key" ON "LabImpact"("key");

-- CreateIndex
CREATE UNIQUE INDEX "LabImpactGame_impactId_index_key" ON "LabImpactGame"("impactId", "index");

