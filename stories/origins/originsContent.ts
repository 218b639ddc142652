/** The Origins pack of content/origins for stories and component tests, assembled the way the studio loads a folder. */
import { assembleOriginsPack } from "@/engine/games/origins/content/files";
import { validateOriginsPack, type OriginsPack } from "@/engine/games/origins/schema";
import pack from "@/content/origins/pack.json";
import colours from "@/content/origins/colours.json";
import components from "@/content/origins/components.json";
import buildings from "@/content/origins/buildings.json";
import startingTiles from "@/content/origins/starting-tiles.json";
import mainActions from "@/content/origins/main-actions.json";
import meetingPlaces from "@/content/origins/meeting-places.json";
import bonusTiles from "@/content/origins/bonus-tiles.json";
import military from "@/content/origins/military.json";
import temples from "@/content/origins/temples.json";
import population from "@/content/origins/population.json";
import advisorRow from "@/content/origins/advisor-row.json";
import zodiacCards from "@/content/origins/zodiac-cards.json";
import districtCards from "@/content/origins/district-cards.json";
import setup from "@/content/origins/setup.json";
import solo from "@/content/origins/solo.json";
import rules from "@/content/origins/rules.json";

function load(): OriginsPack {
  const assembled = assembleOriginsPack({
    "pack.json": pack,
    "colours.json": colours,
    "components.json": components,
    "buildings.json": buildings,
    "starting-tiles.json": startingTiles,
    "main-actions.json": mainActions,
    "meeting-places.json": meetingPlaces,
    "bonus-tiles.json": bonusTiles,
    "military.json": military,
    "temples.json": temples,
    "population.json": population,
    "advisor-row.json": advisorRow,
    "zodiac-cards.json": zodiacCards,
    "district-cards.json": districtCards,
    "setup.json": setup,
    "solo.json": solo,
    "rules.json": rules,
  });
  if (!assembled.ok) throw new Error(`${assembled.file}: ${assembled.message}`);
  const checked = validateOriginsPack(assembled.doc);
  if (!checked.ok) throw new Error(checked.issues.map((i) => `${i.path}: ${i.message}`).join("\n"));
  return checked.pack;
}

/** The Origins: First Builders pack of content/origins, validated. */
export const ORIGINS_PACK: OriginsPack = load();
