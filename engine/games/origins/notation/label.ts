/**
 * A move in words, for people choosing among the legal moves at the table: the pack's names of
 * meeting places' actions, bonus tiles, buildings, temples and zodiac cards, read in the state the
 * move is made in (which tile a market slot holds, which action a place's top half is).
 */
import type { Catalog } from "../catalog";
import type { DieRef, Move, Worker } from "../moves/types";
import type { Pending, GameState } from "../rules/state";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A die as people say it: `red 4`. */
export function dieLabel(catalog: Catalog, die: DieRef): string {
  return `${catalog.pack.colours[die.colour]?.name.toLowerCase() ?? die.colour} ${die.value}`;
}

function workerLabel(catalog: Catalog, worker: Worker): string {
  if (worker.kind === "archon") return "the Archon";
  if (worker.kind === "orator") return `an Orator of ${worker.value}`;
  return `the ${dieLabel(catalog, worker.die)} Freeman`;
}

const buildingName = (catalog: Catalog, id: string | null | undefined) => (id ? (catalog.pack.buildings[id]?.name ?? id) : "an empty slot");

/** The visit waiting at the head of the queue, if the move answers one. */
const visitOf = (state: GameState): Extract<Pending, { kind: "visit" }> | undefined => state.pending.find((p): p is Extract<Pending, { kind: "visit" }> => p.kind === "visit");

export function moveLabel(catalog: Catalog, state: GameState, move: Move): string {
  const pack = catalog.pack;
  switch (move.type) {
    case "draft":
      return `Take the ${dieLabel(catalog, move.die)} die`;
    case "visit": {
      const place = pack.meetingPlaces[move.place];
      const names = place ? ` (${pack.mainActions[place.top]?.name ?? place.top} / ${pack.mainActions[place.bottom]?.name ?? place.bottom})` : "";
      return `Visit meeting place ${move.place + 1}${names} with ${workerLabel(catalog, move.worker)}`;
    }
    case "main": {
      const visit = visitOf(state);
      const place = visit ? pack.meetingPlaces[visit.place] : undefined;
      const id = place?.[move.which];
      return `Main action: ${id ? (pack.mainActions[id]?.name ?? id) : move.which}`;
    }
    case "bonus": {
      const visit = visitOf(state);
      const tile = visit ? state.meetingPlaces[visit.place]?.bonusTile : undefined;
      return move.gold ? "Bonus action: 1 Gold instead (Pisces)" : `Bonus action: ${tile ? (pack.bonusTiles[tile]?.name ?? tile) : "the place's tile"}`;
    }
    case "neighbour":
      return `Raise meeting place ${move.place + 1} too`;
    case "done":
      return "Done";
    case "skip":
      return "Skip";
    case "use":
      return "Use it";
    case "pay":
      return "Pay for more";
    case "gain":
      return `Gain ${move.resources.join(" and ")}`;
    case "military":
      return cap(move.order.join(", then "));
    case "climb":
      return `Climb the ${move.temple} temple`;
    case "build": {
      const id = "slot" in move.from ? state.market[move.from.slot] : move.from.reserved;
      const name = buildingName(catalog, id);
      if (move.as === "farm") return `Take ${name} as a Farm at ${move.cell}`;
      if (move.as === "over-farm") return `Build ${name} over the Farm at ${move.cell}`;
      return `Build ${name} at ${move.cell}`;
    }
    case "reserve":
      return `Keep ${buildingName(catalog, state.market[move.slot])} for later`;
    case "recruit": {
      const die = state.recruitment[move.slot];
      return `Recruit ${die ? `the ${dieLabel(catalog, die)} citizen` : `slot ${move.slot + 1}`}${move.boost ? " (+1)" : ""}`;
    }
    case "orator":
      return `Take an Orator of ${move.value}${move.boost ? " (+1)" : ""}`;
    case "food":
      return move.target === "military" ? "Spend 1 Food: 1 military space" : `Spend 1 Food: +1 to the ${dieLabel(catalog, move.target)} Freeman`;
    case "increase":
      return `Add ${move.by} to the ${dieLabel(catalog, move.die)} Freeman`;
    case "cash":
      return `Cash in the ${dieLabel(catalog, move.die)} Freeman for VP`;
    case "swap":
      return `Swap the ${dieLabel(catalog, move.die)} Freeman for a ${pack.colours[move.colour]?.name.toLowerCase() ?? move.colour} die`;
    case "mothership":
      return `Set meeting place ${move.place + 1}'s mothership`;
    case "copy":
      return `Copy the ability at ${move.cell}`;
    case "district":
      return `Complete the district at ${move.seat} with the ${dieLabel(catalog, move.die)} Freeman`;
    case "card":
      return `Score district card ${move.card.replace(/^district-/, "")}`;
    case "activate": {
      const player = state.players[state.active];
      const tile = player?.city[move.cell];
      const name = tile?.kind === "building" ? buildingName(catalog, tile.building) : tile?.kind === "agora" ? "the Agora" : "the tile";
      return `Activate ${name} at ${move.cell}`;
    }
    case "tower":
      return `Raise the ${pack.colours[move.colour]?.name.toLowerCase() ?? move.colour} tower`;
    case "population":
      return "Unlock a population base";
    case "pass":
      return "Pass";
    case "superiority":
      return "Spend a Superiority token: another action";
    case "freeze":
      return "Spend a Superiority token: freeze the motherships this turn";
    case "end":
      return "End the turn";
  }
}
