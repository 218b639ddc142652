/**
 * What an Origins ability (a list of steps from the effects library) does, in one sentence built from
 * its parameters, so an editor sees the meaning of the numbers they type.
 */
import type { Amount, Counter, Effect, Step, ZodiacPower, ZodiacTrigger } from "@/engine/games/origins/schema";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const NAMES = { stone: "Stone", food: "Food", wisdom: "Wisdom", gold: "Gold" } as const;

/** "1 Stone, 2 Food and 3 VP"; "nothing" for an empty amount. */
export function amountText(amount: Amount | undefined): string {
  if (!amount) return "nothing";
  const parts: string[] = [];
  for (const r of ["stone", "food", "wisdom", "gold"] as const) if (amount[r]) parts.push(`${amount[r]} ${NAMES[r]}`);
  if (amount.basic) parts.push(plural(amount.basic, "basic resource"));
  if (amount.choice) parts.push(`${amount.choice.count} of ${amount.choice.from.map((r) => NAMES[r]).join(" or ")}`);
  if (amount.vp) parts.push(`${amount.vp} VP`);
  return listText(parts) || "nothing";
}

/** "a, b and c" (or "a, b or c"). */
export function listText(parts: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} ${conjunction} ${parts.at(-1)}`;
}

/** One of the things a counter counts, in the singular: "yellow building in your city". */
export function counterText(c: Counter, buildingName: (id: string) => string = (id) => id): string {
  const colour = c.colour ? `${c.colour} ` : "";
  switch (c.of) {
    case "farms":
      return "Farm in your city";
    case "empty-neighbour-cells":
      return "empty space next to this tile";
    case "advisors":
      return "Advisor";
    case "buildings":
      return `${colour}building in your city`;
    case "freemen":
      return `${colour}Freeman`;
    case "dice":
      return `${colour}die (Freemen and seat dice)`;
    case "freeman-colours":
      return "colour among your Freemen";
    case "building-colours":
      return "colour among your buildings";
    case "completed-districts":
      return "completed district";
    case "named-buildings":
      return `${c.building ? buildingName(c.building) : "named building"} in your city`;
    case "zodiac-cards":
      return "zodiac card you hold";
    case "weaker-opponents":
      return "opponent behind you on the military track";
    case "fallback-spaces":
      return "space your military marker will fall back";
  }
}

export interface TextOptions {
  /** The display name of a building id (for counters that name one). */
  buildingName?: (id: string) => string;
}

/** One effect as a clause starting with a verb ("gain 1 Food"). */
export function effectText(e: Effect, options: TextOptions = {}): string {
  const counted = (c: Counter) => counterText(c, options.buildingName);
  switch (e.effect) {
    case "gain": {
      const parts: string[] = [];
      if (e.gain) parts.push(amountText(e.gain));
      for (const p of e.per ?? []) parts.push(`${amountText(p.gain)} for each ${counted(p.count)}`);
      return `gain ${parts.length > 0 ? listText(parts) : "nothing"}`;
    }
    case "score-table": {
      // Entry i is the VP for a count of i; the last entry holds for more. Leading zeros go unsaid.
      const first = Math.max(0, e.vp.findIndex((v) => v > 0));
      const counts = e.vp.slice(first).map((_, i) => `${first + i}${first + i === e.vp.length - 1 ? "+" : ""}`);
      return `score ${e.vp.slice(first).join("/")} VP for ${counts.join("/")}, counting each ${counted(e.count)}`;
    }
    case "military": {
      const per = e.advancePer ? `for each ${counted(e.advancePer)}` : "";
      const advance =
        e.advance === 0 && e.advancePer
          ? `advance 1 space on the military track ${per}`
          : `advance ${plural(e.advance, "space")} on the military track${per ? `, plus 1 ${per}` : ""}`;
      return e.attack === "none" ? advance : e.attack === "or" ? `${advance}, or attack` : `${advance} and/or attack, in either order`;
    }
    case "climb": {
      const where = e.temple === "any" ? "one temple of your choice" : e.temple === "other" ? "another temple" : `the ${e.temple} temple`;
      return `climb ${plural(e.steps, "step")} on ${where}${e.takeZodiacCard ? " and take its zodiac card" : ""}`;
    }
    case "build":
      return e.pay === "free" ? "build a market tile for free (or take it as a Farm)" : "build a market tile, paying its slot's Wisdom and its Stone (or take it as a Farm)";
    case "reserve-building": {
      const pay = { stone: "its Stone", "stone-and-wisdom": "its Stone and its slot's Wisdom", nothing: "nothing" }[e.payWhenBuilt];
      return `take a market tile to build later, paying ${pay} then${e.refillMarket ? " (the market is refilled)" : ""}`;
    }
    case "recruit":
      return `recruit a citizen${e.payWisdom ? ", paying its slot's Wisdom" : " for free"}`;
    case "take-orator":
      return "take an Orator, if one is there";
    case "spend-food":
      return `spend up to ${e.max} Food, each for +1 to an unused Freeman or 1 military space`;
    case "increase-freeman":
      return `add up to ${e.upTo} to ${e.which === "unused" ? "an unused" : "any"} Freeman (at most 6)`;
    case "increase-seat-die":
      return `add ${e.amount} to the die just placed on a seat (at most 6)`;
    case "cash-in-freeman":
      return `score VP equal to an unused Freeman's value, then lower it by ${e.decrease} (not below ${e.lowest})`;
    case "swap-die-colour":
      return "swap an unused Freeman's die for a reserve die of another colour";
    case "set-mothership":
      return `set any mothership to ${e.value}`;
    case "copy-adjacent":
      return "use the ability of a building next to this one";
  }
}

/** One step as a clause: an effect, or an offer to pay for effects. */
export function stepText(s: Step, options: TextOptions = {}): string {
  if (s.effect === "may-pay") return `you may pay ${amountText(s.cost)} to ${listText(s.then.map((e) => effectText(e, options)))}`;
  return effectText(s, options);
}

/** A main action or bonus action in one sentence: its cost first, then its steps. */
export function actionText(cost: Amount | undefined, steps: readonly Step[], options: TextOptions = {}): string {
  const price = amountText(cost);
  const text = stepsText(steps, options);
  return price === "nothing" ? text : `Pay ${price}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** A whole ability in one sentence: "Gain 1 Food and 1 Food for each Farm in your city." */
export function stepsText(steps: readonly Step[], options: TextOptions = {}): string {
  if (steps.length === 0) return "Does nothing.";
  return `${capitalise(steps.map((s) => stepText(s, options)).join(", then "))}.`;
}

const TRIGGERS: Record<ZodiacTrigger, string> = {
  attack: "you attack",
  "complete-district": "you complete a district",
  "advisor-from-six": "a value-6 Freeman becomes an Advisor",
  "raise-tower": "you raise a tower",
  pass: "you pass",
  "climb-two": "you climb 2 steps on a temple",
};

/** What holding a zodiac card does, in one sentence. */
export function powerText(p: ZodiacPower, options: TextOptions = {}): string {
  switch (p.power) {
    case "trigger": {
      const steps = stepsText(p.steps, options);
      return `Whenever ${listText(p.on.map((t) => TRIGGERS[t]), "or")}, you may: ${steps.charAt(0).toLowerCase()}${steps.slice(1)}`;
    }
    case "wisdom-discount":
      return `Pay ${p.amount} Wisdom less to ${listText(p.on, "or")} (never below 0).`;
    case "boost-new-workers":
      return `Whenever you take a citizen or an Orator, you may add ${p.amount} to its value.`;
    case "bonus-action-alternative":
      return `Any bonus action you earn may instead be: ${effectText(p.instead, options)}.`;
    case "build-over-farm":
      return "You may build onto one of your Farms without paying Wisdom or Stone.";
  }
}
