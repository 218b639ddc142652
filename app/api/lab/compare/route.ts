/**
 * GET /api/lab/compare?a=<batch>&b=<batch>[&confidence=C]: an A/B comparison of two stored lab
 * batches — per faction each batch's win rate and mean VP, and B − A with its interval (Newcombe,
 * Welch), flagged where the interval excludes 0. 422 with the issues for a bad query or batches of
 * different games or player counts; 404 for a batch that does not exist (or whose pack is not visible).
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { compareStoredBatches } from "@/lib/lab/compare";
import { actorOf, visiblePacks } from "../../_lib/access";
import { handler } from "../../_lib/http";
import { parseSearch } from "../../_lib/query";
import { problemResponse } from "../../sessions/_lib/respond";

const CompareQuerySchema = z.object({
  a: z.string().min(1, "must name batch A"),
  b: z.string().min(1, "must name batch B"),
  confidence: z.coerce.number().gt(0, "must be above 0").lt(1, "must be below 1").optional(),
});

export const GET = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  // The query parser of every route, but answered 422 (not the usual 400), as issue 16 asks of this one.
  const query = parseSearch(CompareQuerySchema, new URL(request.url).searchParams);
  if (!query.ok) return NextResponse.json({ error: "invalid-query", message: query.message, issues: query.issues }, { status: 422 });
  const { a, b, confidence } = query.data;
  const result = await compareStoredBatches(a, b, { confidence, visible: await visiblePacks(who.actor) });
  if (!result.ok) return problemResponse(result);
  return NextResponse.json(result, { headers: { "cache-control": "no-cache" } });
});
