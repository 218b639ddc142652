/** The JSON Schema of one map (input form), for the JSON panel's completion, hover docs and checks. */
import { z } from "zod";
import { MapSchema } from "@/engine";

let cached: object | undefined;

export function mapJsonSchema(): object {
  return (cached ??= z.toJSONSchema(MapSchema, { io: "input" }) as object);
}
