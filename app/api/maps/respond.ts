/** Map store failures as HTTP responses: the status, the code as `error`, and the details. */
import { NextResponse } from "next/server";
import type { MapStoreError } from "@/prisma/maps";

export function mapError(error: MapStoreError): NextResponse {
  const { ok: _ok, status, code, ...rest } = error;
  void _ok;
  return NextResponse.json({ error: code, ...rest }, { status });
}
