-- AlterTable
ALTER TABLE "ContentPack" ADD COLUMN     "game" TEXT NOT NULL DEFAULT 'terra-mystica';

