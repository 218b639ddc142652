-- AlterTable
ALTER TABLE "PlaytestSession" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

