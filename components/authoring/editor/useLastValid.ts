"use client";
/** The latest value that passed a schema, so a preview keeps showing while the draft is broken. */
import { useMemo, useState } from "react";
import type { z } from "zod";

export function useLastValid<T extends z.ZodType>(schema: T, value: unknown): { value: z.infer<T> | undefined; current: boolean } {
  const parsed = useMemo(() => schema.safeParse(value), [schema, value]);
  const [last, setLast] = useState<z.infer<T> | undefined>(parsed.success ? parsed.data : undefined);
  if (parsed.success && parsed.data !== last) setLast(parsed.data);
  return { value: parsed.success ? parsed.data : last, current: parsed.success };
}
