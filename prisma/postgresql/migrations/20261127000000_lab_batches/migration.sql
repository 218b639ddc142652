-- CreateTable
CREATE TABLE "LabBatch" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "packRevisionId" TEXT,
    "packVersion" TEXT NOT NULL,
    "spec" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LabBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LabGame" (
    "id" TEXT NOT NULL,
    "batchId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "seed" INTEGER NOT NULL,
    "map" TEXT NOT NULL,
    "players" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "error" TEXT,
    "moves" INTEGER NOT NULL DEFAULT 0,
    "seats" TEXT NOT NULL DEFAULT '[]',
    "log" TEXT NOT NULL DEFAULT '',
    "ms" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LabGame_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LabBatch_key_key" ON "LabBatch"("key");

-- CreateIndex
CREATE UNIQUE INDEX "LabGame_batchId_index_key" ON "LabGame"("batchId", "index");

-- AddForeignKey
ALTER TABLE "LabBatch" ADD CONSTRAINT "LabBatch_packRevisionId_fkey" FOREIGN KEY ("packRevisionId") REFERENCES "PackRevision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LabGame" ADD CONSTRAINT "LabGame_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "LabBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

