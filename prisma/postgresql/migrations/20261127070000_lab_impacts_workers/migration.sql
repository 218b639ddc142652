-- CreateTable
CREATE TABLE "LabImpact" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LabImpact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LabImpactGame" (
    "id" TEXT NOT NULL,
    "impactId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LabImpactGame_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LabWorker" (
    "name" TEXT NOT NULL,
    "concurrency" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LabWorker_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "LabImpact_key_key" ON "LabImpact"("key");

-- CreateIndex
CREATE UNIQUE INDEX "LabImpactGame_impactId_index_key" ON "LabImpactGame"("impactId", "index");

-- AddForeignKey
ALTER TABLE "LabImpactGame" ADD CONSTRAINT "LabImpactGame_impactId_fkey" FOREIGN KEY ("impactId") REFERENCES "LabImpact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

