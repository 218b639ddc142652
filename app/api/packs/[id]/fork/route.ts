/**
 * POST /api/packs/:id/fork: a new pack with all the content of pack :id (its head, or `revision`).
 * Body: `{ id, name, description?, revision?, game? }`. 201 with the new pack's id; 409 if the id is
 * taken; 422 when `game` (the game the new pack is for, chosen in the form) is not the source pack's.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { forkPack, GAME_IDS, gameModule, IdSchema, type GameId } from "@/engine";
import { createPack, getRevision } from "@/prisma/packs";
import { authorize, ownerOf } from "../../../_lib/access";
import { handler, parseEnvelope, readJson, RevisionNumber, storeError } from "../../../_lib/http";

const ForkRequest = z.strictObject({
  id: IdSchema.describe("Id of the new pack."),
  name: z.string().trim().min(1, "give the new pack a name").max(120).describe("Display name of the new pack."),
  description: z.string().max(5000).optional(),
  revision: RevisionNumber.optional().describe("The revision to fork (default: the head)."),
  game: z
    .enum(GAME_IDS as [GameId, ...GameId[]], { error: `must be one of the games this studio hosts: ${GAME_IDS.join(", ")}` })
    .optional()
    .describe("The game the new pack is for: it must be the game of the pack it is forked from."),
});

export const POST = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(ForkRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const { revision, game, ...manifest } = envelope.data;
  const source = await getRevision(id, revision);
  if (!source) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"${revision ? ` revision ${revision}` : ""}` }, { status: 404 });
  if (game && source.manifest.game !== game)
    return NextResponse.json(
      {
        error: "invalid-request",
        message: "the request is invalid",
        issues: [{ path: "game", message: `"${id}" is a ${gameModule(source.manifest.game)?.name ?? source.manifest.game} pack: a new ${gameModule(game)!.name} pack is forked from a ${gameModule(game)!.name} pack`, code: "pack/game-mismatch" }],
      },
      { status: 422 },
    );
  const fork = forkPack(source, { ...manifest, revision });
  const saved = await createPack(fork, `Forked from ${id}${revision ? `@${revision}` : ""}`, undefined, ownerOf(allowed.actor));
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: 201 });
});
