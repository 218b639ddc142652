/** A playtest problem (engine refusal, unknown pack or session) as an HTTP response. */
import { NextResponse } from "next/server";

export function problemResponse(p: { status: number; code: string; message: string; line?: number; text?: string; index?: number; suggest?: { packId: string; name: string } }): NextResponse {
  const { status, code, ...rest } = p;
  const { ok: _ok, ...body } = rest as typeof rest & { ok?: boolean };
  void _ok;
  return NextResponse.json({ error: code, ...body }, { status });
}
