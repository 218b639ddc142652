-- AlterTable
ALTER TABLE "PlaytestSession" ADD COLUMN     "branchAt" INTEGER,
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'play',
ADD COLUMN     "moves" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "parentId" TEXT,
ADD COLUMN     "round" INTEGER NOT NULL DEFAULT 0;

-- AddForeignKey
ALTER TABLE "PlaytestSession" ADD CONSTRAINT "PlaytestSession_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "PlaytestSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

