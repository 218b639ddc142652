/** The base pack's maps as fixtures for tests and stories (parsed from content/base/maps). */
import { MapSchema, type MapDoc } from "../schema/map";
import base from "../../../../content/base/maps/base.json";
import fireAndIce from "../../../../content/base/maps/fire-and-ice.json";
import fireAndIceAltered from "../../../../content/base/maps/fire-and-ice-altered.json";
import fjords from "../../../../content/base/maps/fjords.json";
import loonLakes from "../../../../content/base/maps/loon-lakes.json";

const SOURCES = { base, "fire-and-ice": fireAndIce, "fire-and-ice-altered": fireAndIceAltered, fjords, "loon-lakes": loonLakes };
export type BaseMapId = keyof typeof SOURCES;
export const BASE_MAP_IDS = Object.keys(SOURCES) as BaseMapId[];

/** One of the base pack's maps, parsed (a fresh copy each call). */
export function baseMapFixture(id: BaseMapId): MapDoc {
  return MapSchema.parse(structuredClone(SOURCES[id]));
}
