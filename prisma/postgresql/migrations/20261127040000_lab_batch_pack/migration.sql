-- AlterTable
ALTER TABLE "LabBatch" ADD COLUMN     "resolvedPack" TEXT NOT NULL DEFAULT '';

