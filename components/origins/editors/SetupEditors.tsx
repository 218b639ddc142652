"use client";
/** The Origins editors of bonus tiles, starting tiles, colours, setup, the solo mode and the rules, each with its preview; saved as pack revisions. */
import { COLOURS, type BonusTile, type Components, type EndCondition, type OriginsPack, type Rules, type Setup, type Solo, type StartingTiles } from "@/engine/games/origins/schema";
import { actionText, stepsText } from "./abilityText";
import { BonusTilesForm } from "./BonusTilesForm";
import { ColoursForm } from "./ColoursForm";
import { OriginsEditor, type OriginsEditorProps } from "./OriginsEditor";
import { RulesForm } from "./RulesForm";
import { BONUS_TILES_DOC, COLOURS_DOC, RULES_DOC, SETUP_DOC, SOLO_DOC, STARTING_TILES_DOC } from "./schemas";
import { BY_PLAYERS_COLUMNS, SetupForm } from "./SetupForm";
import { SoloForm } from "./SoloForm";
import { StartingTilesForm } from "./StartingTilesForm";

const card = "rounded-md border border-zinc-200 bg-white px-3 py-2";

export function BonusTilesEditor(props: OriginsEditorProps) {
  const { colours } = props.pack;
  return (
    <OriginsEditor
      {...props}
      doc={BONUS_TILES_DOC}
      formId="bonus-tiles"
      previewLabel="Tiles"
      preview={(tiles: Record<string, BonusTile>) => (
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {Object.entries(tiles).map(([id, t]) => (
            <li key={id} className="overflow-hidden rounded-md border border-zinc-200 bg-white">
              <div className="h-2" style={{ backgroundColor: colours[t.colour]?.hex }} />
              <div className="px-3 py-2">
                <p className="font-medium text-zinc-900">{t.name}</p>
                <p className="text-xs text-zinc-600">{actionText(t.cost, t.effects)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    >
      <BonusTilesForm colours={colours} />
    </OriginsEditor>
  );
}

/** The starting city: the Agora and the Palace on their cells. */
function StartingCity({ tiles }: { tiles: StartingTiles }) {
  const cells = [tiles.agora, tiles.palace].map((t) => t.position);
  const rows = cells.map((c) => c.row);
  const cols = cells.map((c) => c.column);
  const [r0, c0] = [Math.min(...rows), Math.min(...cols)];
  const height = Math.max(...rows) - r0 + 1;
  const width = Math.max(...cols) - c0 + 1;
  if (height * width > 64) return <p className="text-xs text-zinc-500">The tiles are {height} rows and {width} columns apart.</p>;
  return (
    <div role="img" aria-label="Starting city" className="grid w-fit gap-1" style={{ gridTemplateColumns: `repeat(${width}, 5.5rem)` }}>
      {Array.from({ length: height * width }, (_, i) => {
        const [r, c] = [r0 + Math.floor(i / width), c0 + (i % width)];
        const tile = [tiles.agora, tiles.palace].find((t) => t.position.row === r && t.position.column === c);
        return (
          <div key={i} className={`flex h-16 flex-col items-center justify-center rounded-md text-xs ${tile ? "bg-zinc-400 font-semibold text-white shadow-xs" : "border border-dashed border-zinc-200"}`}>
            {tile?.name}
            <span className="font-normal text-zinc-100/90">{`${r},${c}`}</span>
          </div>
        );
      })}
    </div>
  );
}

export function StartingTilesEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={STARTING_TILES_DOC}
      formId="starting-tiles"
      previewLabel="City"
      preview={(tiles: StartingTiles) => (
        <div className="space-y-3 text-sm">
          <StartingCity tiles={tiles} />
          <p className={card}>
            <span className="font-medium">{tiles.agora.name}: </span>
            {tiles.agora.activation === "never" ? "never activated." : `when a district is completed on a seat next to it: ${stepsText(tiles.agora.ability)}`}
          </p>
          <p className={card}>
            <span className="font-medium">{tiles.palace.name}: </span>a tower costs {tiles.palace.floorCost.goldPerFloorHeight} Gold per floor already in it.
          </p>
        </div>
      )}
    >
      <StartingTilesForm />
    </OriginsEditor>
  );
}

export function ColoursEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={COLOURS_DOC}
      formId="colours"
      previewLabel="Colours"
      preview={(colours: OriginsPack["colours"]) => (
        <ul className="flex flex-wrap gap-3">
          {COLOURS.map((c) => (
            <li key={c} className="flex w-20 flex-col items-center gap-1 text-xs text-zinc-700">
              <span className="flex size-12 items-center justify-center rounded-lg text-lg font-bold text-white shadow-xs ring-1 ring-black/10" style={{ backgroundColor: colours[c]?.hex, textShadow: "0 1px 2px rgb(0 0 0 / 0.5)" }}>
                {colours[c]?.code}
              </span>
              <span className="font-medium">{colours[c]?.name}</span>
              {colours[c]?.nameFr && <span className="text-zinc-500 italic">{colours[c].nameFr}</span>}
            </li>
          ))}
        </ul>
      )}
    >
      <ColoursForm />
    </OriginsEditor>
  );
}

export function SetupEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={SETUP_DOC}
      formId="setup"
      previewLabel="By player count"
      preview={({ setup, components }: { setup: Setup; components: Components }) => (
        <div className="space-y-3 text-sm">
          <table className="w-full rounded-md border border-zinc-200 bg-white text-left text-xs">
            <thead>
              <tr className="text-zinc-500">
                <th className="px-2 py-1 font-medium">Players</th>
                {BY_PLAYERS_COLUMNS.map((c) => (
                  <th key={c.key} className="px-2 py-1 font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Object.entries(setup.byPlayers).map(([n, row]) => (
                <tr key={n} className="border-t border-zinc-100 tabular-nums">
                  <th className="px-2 py-1 font-medium">{n === "1" ? "1 (solo)" : n}</th>
                  {BY_PLAYERS_COLUMNS.map((c) => (
                    <td key={c.key} className="px-2 py-1">
                      {row[c.key]}
                      {c.key === "citizenDicePerColour" && <span className="text-zinc-400"> of {components.citizenDicePerColour}</span>}
                      {c.key === "oratorDice" && <span className="text-zinc-400"> of {components.orators.dice}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={card}>
            {setup.players.min}–{setup.players.max} players. Each starts with {Object.entries(setup.startingResources).map(([r, n]) => `${n} ${r}`).join(", ")}; motherships start at {setup.meetingPlaceStartValue}; {setup.market.wisdom.length} market slots, {setup.citizenRecruitment.wisdom.length} recruitment slots.
          </p>
        </div>
      )}
    >
      <SetupForm />
    </OriginsEditor>
  );
}

export function SoloEditor(props: OriginsEditorProps) {
  const { bonusTiles } = props.pack;
  return (
    <OriginsEditor
      {...props}
      doc={SOLO_DOC}
      formId="solo"
      previewLabel="Solo game"
      preview={(solo: Solo) => (
        <div className="space-y-2 text-sm">
          <p className={card}>
            {solo.rounds} rounds, no end condition. Start: roll {solo.startingFreemen.dicePerColour} die{solo.startingFreemen.dicePerColour === 1 ? "" : "s"} per colour, set the {solo.startingFreemen.dropHighest} highest aside, keep {solo.startingFreemen.keep}.
          </p>
          <p className={card}>
            {solo.neighbourIncrease.enabled ? "Each visit also raises a neighbouring meeting place" : "Visits raise only their own meeting place"}
            {solo.neighbourIncrease.superiorityMayFreeze ? "; a Superiority token may freeze every mothership for a turn." : "."} The dummy marker moves from round {solo.dummyMarker.fromRound}; {solo.zodiacKept} zodiac card{solo.zodiacKept === 1 ? "" : "s"} kept each round.
          </p>
          <p className={card} data-testid="solo-target">
            <span className="font-medium">Target: {solo.target.vp} VP</span>, +{solo.target.perPlacement} for each of:{" "}
            {solo.target.placements.map((p) => `${bonusTiles[p.bonusTile]?.name ?? p.bonusTile} on place ${p.meetingPlace}`).join(", ") || "nothing"} (at most {solo.target.vp + solo.target.perPlacement * solo.target.placements.length} VP).
          </p>
        </div>
      )}
    >
      <SoloForm bonusTiles={bonusTiles} />
    </OriginsEditor>
  );
}

/** An end condition in words. */
export function endConditionText(c: EndCondition): string {
  switch (c.condition) {
    case "zodiac-markers-at-tops":
      return "A player has all three zodiac markers at the temple tops.";
    case "district-gold-gone":
      return "No district card has Gold left.";
    case "floor-colours-left":
      return `${c.atMost} or fewer colours remain in the floor reserve.`;
    case "citizens-run-out":
      return c.when === "refill-failed" ? "A die could not be rolled into citizen recruitment (its colour's reserve was empty)." : "A colour's citizen reserve is empty.";
  }
}

export function RulesEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={RULES_DOC}
      formId="rules"
      previewLabel="The game ends when"
      preview={(rules: Rules) => (
        <div className="space-y-2 text-sm">
          <ol className="list-decimal space-y-1 rounded-md border border-zinc-200 bg-white py-2 pr-3 pl-7" data-testid="end-conditions">
            {rules.endConditions.map((c, i) => (
              <li key={i}>{endConditionText(c)}</li>
            ))}
          </ol>
          <p className={card}>
            <span className="font-medium">Final scoring: </span>
            {[
              rules.finalScoring.vpPerGold > 0 && `${rules.finalScoring.vpPerGold} VP per Gold`,
              rules.finalScoring.advisorRow && "the Advisor row",
              `the ${rules.finalScoring.templesScored} lowest temple${rules.finalScoring.templesScored === 1 ? "" : "s"}`,
              rules.finalScoring.seatDiceTimesTower && "each seat die times its tower",
            ]
              .filter(Boolean)
              .join(", ")}
            ; ties: most {rules.finalScoring.tieBreak === "city-tiles" ? "tiles" : "buildings"}.
          </p>
        </div>
      )}
    >
      <RulesForm />
    </OriginsEditor>
  );
}
