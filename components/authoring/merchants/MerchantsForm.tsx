"use client";
/**
 * The Merchants of the Seas form: each player's pieces, the shipyard boards (the default every
 * faction has, and each faction's board with the fields it replaces), the trade reward and the
 * owner's power offer per building type, the range tiles, the faction rules of §9.9, and the rules
 * of docks, ships, merchants, favor tiles and the scoring draw.
 */
import type { DocPath, Merchants, ShipyardBoard } from "@/engine";
import { useState } from "react";
import { useField, useForm } from "../form/FormContext";
import { CheckboxField, FieldErrors, IconButton, inputClass, NumberField, NumberInput, ResourcesField, TextField } from "../form/fields";
import { ObjectFields, SchemaField, type JsonSchemaNode } from "../form/SchemaFields";
import { BoardPanel } from "../ui";
import { ScopedForm } from "./ScopedForm";
import {
  BOARD_FIELDS,
  effectiveBoard,
  newRangeTileId,
  ownerVpCost,
  ownFields,
  rangeTileIdProblem,
  rangeTileUsers,
  TRADE_BUILDINGS,
  unknownFactions,
  withDefaultField,
  withFactionBoard,
  withNewRangeTile,
  withoutRangeTile,
  withRenamedRangeTile,
  type BoardField,
} from "./document";

const M = (...p: (string | number)[]): DocPath => ["merchants", ...p];

export interface MerchantsFormProps {
  /** JSON Schema of the merchants section (references inlined), for the generic parts of the form. */
  schema: JsonSchemaNode;
  factions: { id: string; name: string }[];
  /** What taking power costs the owner (rules.leech.vpCost), to say what a trade's power offer costs. */
  leechCost?: "power-minus-one" | "none";
}

export function MerchantsForm({ schema, factions, leechCost }: MerchantsFormProps) {
  const props = schema.properties!;
  const boardNode = props.shipyards!.properties!.default!;
  return (
    <div id="merchants" className="scroll-mt-20 space-y-5">
      <BoardPanel title="Pieces" description="What each player takes at setup: ships in the supply (Fakirs and Dwarves: merchants), and trade markers (at most this many trades in a game).">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <NumberField path={M("pieces", "ships")} label="Ships per player" hint={props.pieces!.properties!.ships!.description} inputClassName="w-16" />
          <NumberField path={M("pieces", "tradeMarkers")} label="Trade markers per player" hint={props.pieces!.properties!.tradeMarkers!.description} inputClassName="w-16" />
        </div>
      </BoardPanel>

      <ShipyardBoards node={boardNode} factions={factions} />

      <TradeRewards node={props.trade!} leechCost={leechCost} />

      <RangeTiles node={props.rangeTiles!} factions={factions} />

      <FactionRules node={props.factionRules!} factions={factions} />

      <BoardPanel title="Docks, ships and moving" description="Where docks go, where gained ships go, and how ships and merchants move.">
        <ObjectFields node={props.docks!} path={M("docks")} label="Docks" />
        <ObjectFields node={props.ships!} path={M("ships")} label="Gaining ships" />
        <ObjectFields node={props.shipMoves!} path={M("shipMoves")} label="Moving ships" />
        <ObjectFields node={props.merchantMoves!} path={M("merchantMoves")} label="Merchants (Fakirs, Dwarves)" />
      </BoardPanel>

      <BoardPanel title="Tiles in play" description="The favor-tile limit, the scoring-tile draw, the new bonus cards and the parents' tiles left out.">
        <ObjectFields node={props.favorLimit!} path={M("favorLimit")} label="Favor tiles" />
        <ObjectFields node={props.scoringDraw!} path={M("scoringDraw")} label="Scoring-tile draw" />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <SchemaField node={props.newBonusCards!} path={M("newBonusCards")} label="New bonus cards" />
          <SchemaField node={props.newBonusCardsFirst!} path={M("newBonusCardsFirst")} label="New cards revealed first" />
          <SchemaField node={props.removedTiles!} path={M("removedTiles")} label="Removed tiles" />
        </div>
      </BoardPanel>
    </div>
  );
}

const DEFAULT = "";

/** The shipyard boards: pick the default board or a faction's, then edit it. */
function ShipyardBoards({ node, factions }: { node: JsonSchemaNode; factions: MerchantsFormProps["factions"] }) {
  const { value } = useForm();
  const merchants = (value as { merchants?: unknown }).merchants;
  const [faction, setFaction] = useState(DEFAULT);
  const extra = unknownFactions(merchants, factions.map((f) => f.id)).map((id) => ({ id, name: `${id} (not in the pack)` }));
  const choices = [...factions, ...extra];
  return (
    <BoardPanel
      title="Shipyard boards"
      description="Every faction has the default board unless its own board replaces some of its fields. The upgrade cost, the one-off rewards, Build a ship and the ship income are printed on each faction's board."
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-xs font-medium text-zinc-600">
          <span className="mb-1 block">Board</span>
          <select aria-label="Shipyard board to edit" className={inputClass(false, "w-80")} value={faction} onChange={(e) => setFaction(e.target.value)}>
            <option value={DEFAULT}>Default board (every faction)</option>
            {choices.map((f) => {
              const own = ownFields(merchants, f.id);
              return (
                <option key={f.id} value={f.id}>
                  {f.name}
                  {own.length > 0 ? ` — own ${own.join(", ")}` : ""}
                </option>
              );
            })}
          </select>
        </label>
      </div>
      {faction === DEFAULT ? (
        <ScopedForm path={M("shipyards", "default")}>
          <BoardFields node={node} />
        </ScopedForm>
      ) : (
        <FactionBoard key={faction} node={node} faction={faction} name={choices.find((f) => f.id === faction)?.name ?? faction} />
      )}
    </BoardPanel>
  );
}

/** A faction's board: the default's fields and its own, each own field with a way back to the default. */
function FactionBoard({ node, faction, name }: { node: JsonSchemaNode; faction: string; name: string }) {
  const { value, set } = useForm();
  const merchants = (value as { merchants: Merchants }).merchants;
  const own = ownFields(merchants, faction);
  return (
    <div className="space-y-2" data-testid="faction-board" data-faction={faction}>
      <p className="text-xs text-zinc-500">
        {name}&rsquo;s board. A field you change becomes the faction&rsquo;s own (it no longer follows the default board); <em>Use the default</em> takes it back.
      </p>
      <ScopedForm
        path={M("shipyards", "factions", faction)}
        value={effectiveBoard(merchants, faction)}
        onChange={(next) => set(["merchants"], withFactionBoard(merchants, faction, next as Partial<ShipyardBoard>))}
      >
        <BoardFields node={node} status={(f) => ({ own: own.includes(f), reset: () => set(["merchants"], withDefaultField(merchants, faction, f)) })} />
      </ScopedForm>
    </div>
  );
}

const BOARD_LABELS: Record<BoardField, string> = {
  cost: "Upgrade cost",
  onBuild: "One-off rewards",
  buildShip: "Build a ship",
  shipIncome: "Ship income",
  power: "Power value",
  riverside: "Riverside trading house only",
  moveShips: "Move ships",
  text: "Text",
};

/** The fields of one board (paths relative to it); with `status`, each says whether it is the faction's own. */
function BoardFields({ node, status }: { node: JsonSchemaNode; status?: (f: BoardField) => { own: boolean; reset: () => void } }) {
  const p = node.properties!;
  const field = (f: BoardField) => {
    switch (f) {
      case "cost":
        return <ResourcesField path={["cost"]} label={BOARD_LABELS.cost} hint={p.cost!.description} resources={["workers", "coins", "priests", "power"]} />;
      case "onBuild":
        return <SchemaField node={p.onBuild!} path={["onBuild"]} label={BOARD_LABELS.onBuild} />;
      case "buildShip":
        return <SchemaField node={p.buildShip!} path={["buildShip"]} label={BOARD_LABELS.buildShip} />;
      case "moveShips":
        return <SchemaField node={p.moveShips!} path={["moveShips"]} label={BOARD_LABELS.moveShips} />;
      case "shipIncome":
        return <NumberField path={["shipIncome"]} label={BOARD_LABELS.shipIncome} hint={p.shipIncome!.description} inputClassName="w-16" />;
      case "power":
        return <NumberField path={["power"]} label={BOARD_LABELS.power} hint={p.power!.description} inputClassName="w-16" />;
      case "riverside":
        return <CheckboxField path={["riverside"]} label={BOARD_LABELS.riverside} hint={p.riverside!.description} />;
      case "text":
        return <TextField path={["text"]} label={BOARD_LABELS.text} hint={p.text!.description} multiline />;
    }
  };
  return (
    <div className="space-y-3">
      {BOARD_FIELDS.map((f) => {
        const s = status?.(f);
        return (
          <div key={f} className={s?.own ? "rounded-lg border-l-4 border-sky-500 pl-3" : s ? "border-l-4 border-transparent pl-3" : ""} data-board-field={f} data-own={s ? String(s.own) : undefined}>
            {s && (
              <div className="mb-1 flex items-center gap-2 text-[11px]">
                {s.own ? (
                  <>
                    <span className="rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900">own value</span>
                    <button type="button" className="text-zinc-600 underline underline-offset-2 hover:text-zinc-900" onClick={s.reset} aria-label={`Use the default ${BOARD_LABELS[f].toLowerCase()}`}>
                      Use the default
                    </button>
                  </>
                ) : (
                  <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-zinc-600">from the default board</span>
                )}
              </div>
            )}
            {field(f)}
          </div>
        );
      })}
    </div>
  );
}

/** Per building type: what the trader gets, the follow-up, and the power offered to the owner. */
function TradeRewards({ node, leechCost }: { node: JsonSchemaNode; leechCost: MerchantsFormProps["leechCost"] }) {
  const reward = node.properties!.rewards!.properties!.D!;
  return (
    <BoardPanel
      title="Trade rewards and the power offer"
      description="A ship that trades with a building gives its owner's trade reward for that building type; the owner may take the power offered, paying VP as for leech."
    >
      {TRADE_BUILDINGS.map(({ key, name }) => (
        <section key={key} aria-label={`Trade with a ${name.toLowerCase()}`} className="space-y-2 rounded-lg border border-zinc-200 px-3 py-2">
          <h4 className="text-sm font-semibold text-zinc-800">
            {name} <span className="font-mono text-xs font-normal text-zinc-400">{key}</span>
          </h4>
          <ScopedForm path={M("trade", "rewards", key)}>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
              <PowerOffer leechCost={leechCost} building={name} />
            </div>
            <SchemaField node={reward.properties!.effect!} path={["effect"]} label="The trader gets" />
            <TradeFollowUp node={reward.properties!.then!} />
            <TextField path={["text"]} label="Text" hint={reward.properties!.text!.description} optional multiline />
          </ScopedForm>
        </section>
      ))}
      <ObjectFields node={node} path={M("trade")} label="Trading" omit={["rewards"]} />
    </BoardPanel>
  );
}

function PowerOffer({ leechCost, building }: { leechCost: MerchantsFormProps["leechCost"]; building: string }) {
  const field = useField(["ownerPower"]);
  const power = typeof field.value === "number" ? field.value : undefined;
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-xs font-medium text-zinc-600">
        Power offered to the owner
      </label>
      <div className="flex items-center gap-2">
        <NumberInput field={field} label={`Power offered to the owner of a ${building.toLowerCase()}`} className="w-16" />
        {power !== undefined && <span className="text-xs text-zinc-500">costs the owner {ownerVpCost(power, leechCost)} VP</span>}
      </div>
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

/** The optional follow-up action of a trade (the stronghold's transform-and-build). */
function TradeFollowUp({ node }: { node: JsonSchemaNode }) {
  const field = useField(["then"]);
  if (field.value === undefined)
    return (
      <button
        type="button"
        className="rounded-full border border-dashed border-zinc-300 px-2 py-0.5 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
        onClick={() => field.set({ handler: "transform", spades: 1, mayBuild: true })}
      >
        + Follow-up action
      </button>
    );
  return (
    <div className="relative">
      <SchemaField node={node} path={["then"]} label="Follow-up action" optional />
      <span className="absolute top-1 right-2">
        <IconButton label="Remove the follow-up action" onClick={() => field.set(undefined)} className="size-6 text-xs">
          ×
        </IconButton>
      </span>
    </div>
  );
}

/**
 * The range tiles: each space's carpet flight / tunnelling range, merchant range and sail value; a
 * tile added, renamed (with the faction rules naming it) or removed (asking first when a faction uses it).
 */
function RangeTiles({ node, factions }: { node: JsonSchemaNode; factions: MerchantsFormProps["factions"] }) {
  const { value, set } = useForm();
  const merchants = (value as { merchants?: Merchants }).merchants;
  const tiles = Object.keys(merchants?.rangeTiles ?? {});
  const space = (node.additionalProperties as JsonSchemaNode).properties!.spaces!.items!;
  const nameOf = (id: string) => factions.find((f) => f.id === id)?.name ?? id;
  return (
    <BoardPanel
      title="Range tiles"
      description="The Fakirs' and Dwarves' range tile replaces the shipping track: the marker starts on the first space and moves right; the upper row is the carpet flight / tunnelling range, the lower row the merchant range. A faction uses the tile its rules name (Faction rules, range tile)."
    >
      {tiles.length === 0 && <p className="text-sm text-zinc-500">No range tile.</p>}
      {merchants &&
        tiles.map((id) => (
          <ScopedForm key={id} path={M("rangeTiles", id)}>
            <RangeTile
              id={id}
              users={rangeTileUsers(merchants, id).map(nameOf)}
              spaceNode={space}
              problemWith={(next) => rangeTileIdProblem(merchants, next, id)}
              onRename={(next) => set(["merchants"], withRenamedRangeTile(merchants, id, next))}
              onRemove={() => set(["merchants"], withoutRangeTile(merchants, id))}
            />
          </ScopedForm>
        ))}
      {merchants && (
        <button
          type="button"
          className="rounded-full border border-dashed border-zinc-300 px-2.5 py-0.5 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
          onClick={() => set(["merchants"], withNewRangeTile(merchants, newRangeTileId(merchants)))}
        >
          + Add a range tile
        </button>
      )}
    </BoardPanel>
  );
}

const ROWS = [
  { key: "flight", label: "Carpet flight / tunnelling range" },
  { key: "merchants", label: "Merchant range" },
  { key: "sail", label: "Sail value (counts as shipping)" },
] as const;

interface RangeTileProps {
  id: string;
  /** The names of the factions whose rules name this tile. */
  users: string[];
  spaceNode: JsonSchemaNode;
  /** Why the tile may not take an id (undefined when it may). */
  problemWith: (id: string) => string | undefined;
  onRename: (id: string) => void;
  onRemove: () => void;
}

function RangeTile({ id, users, spaceNode, problemWith, onRename, onRemove }: RangeTileProps) {
  const list = useField<unknown[]>(["spaces"]);
  const spaces = Array.isArray(list.value) ? list.value : [];
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-label={`Range tile ${id}`} className="space-y-2 rounded-lg border border-zinc-200 px-3 py-2">
      <div className="flex flex-wrap items-start gap-3">
        <RangeTileId id={id} problemWith={problemWith} onRename={onRename} />
        <span className="mt-6 text-xs text-zinc-500" data-testid="range-tile-users">
          {users.length > 0 ? `used by ${users.join(", ")}` : "used by no faction"}
        </span>
        <span className="mt-5 ml-auto">
          <IconButton label={`Remove range tile ${id}`} onClick={() => (users.length > 0 ? setConfirming(true) : onRemove())} className="size-6 text-xs">
            ×
          </IconButton>
        </span>
      </div>
      {confirming && (
        <div role="alertdialog" aria-label={`Remove range tile ${id}?`} className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-950 ring-1 ring-amber-200">
          <span>
            {users.join(", ")} {users.length === 1 ? "uses" : "use"} this tile: {users.length === 1 ? "its rules" : "their rules"} will name a tile that is gone, a problem until you pick another
            one in the faction rules. Remove it?
          </span>
          <button type="button" className="rounded-md bg-red-700 px-2 py-0.5 font-medium text-white hover:bg-red-800" onClick={onRemove}>
            Remove
          </button>
          <button type="button" className="rounded-md px-2 py-0.5 text-zinc-700 ring-1 ring-zinc-300 hover:bg-white" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead className="text-xs text-zinc-500">
            <tr>
              <th scope="col" className="pr-3 text-left font-medium">
                Space
              </th>
              {spaces.map((_, i) => (
                <th key={i} scope="col" className="px-1 text-center font-medium">
                  {i === 0 ? "start" : `+${i}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="pr-3 text-left text-xs font-normal text-zinc-600" title={spaceNode.properties?.[row.key]?.description}>
                  {row.label}
                </th>
                {spaces.map((_, i) => (
                  <td key={i} className="px-1 py-0.5 text-center align-top">
                    <SpaceCell path={["spaces", i, row.key]} label={`${row.label}, ${i === 0 ? "starting space" : `space +${i}`}`} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SpaceErrors count={spaces.length} />
      <div className="flex items-center gap-1.5">
        <IconButton label={`Add a space to range tile ${id}`} onClick={() => list.set([...spaces, { ...(spaces.at(-1) as object | undefined ?? { flight: 2, merchants: 1, sail: 0 }) }])}>
          +
        </IconButton>
        {spaces.length > 1 && (
          <IconButton label={`Remove the last space of range tile ${id}`} onClick={() => list.set(spaces.slice(0, -1))}>
            −
          </IconButton>
        )}
        <span className="text-xs text-zinc-500">{spaces.length} spaces; the marker never moves past the last.</span>
      </div>
      <FieldErrors id={list.id} errors={list.errors} warnings={list.warnings} />
      <TextField path={["text"]} label="Text" optional multiline />
    </section>
  );
}

/** A range tile's id: edited as text, renamed on Enter or Rename once it is a free id of the grammar. */
function RangeTileId({ id, problemWith, onRename }: { id: string; problemWith: (id: string) => string | undefined; onRename: (id: string) => void }) {
  const [text, setText] = useState(id);
  const [tried, setTried] = useState(false);
  const problem = text === id ? undefined : problemWith(text);
  const inputId = `range-tile-id-${id}`;
  const rename = () => {
    setTried(true);
    if (text !== id && !problem) onRename(text);
  };
  const shown = tried || (text !== id && text !== "") ? problem : undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-zinc-600">
        Id
      </label>
      <div className="flex items-center gap-1.5">
        <input
          id={inputId}
          aria-label={`Id of range tile ${id}`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          className={inputClass(!!shown, "w-40 font-mono")}
          value={text}
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setTried(false);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              rename();
            }
            if (e.key === "Escape") setText(id);
          }}
        />
        {text !== id && (
          <button type="button" className="rounded-md px-2 py-1 text-xs font-medium text-zinc-700 ring-1 ring-zinc-300 hover:bg-zinc-50 disabled:opacity-50" onClick={rename} disabled={!!problem}>
            Rename
          </button>
        )}
      </div>
      {shown && <FieldErrors id={inputId} errors={[shown]} />}
    </div>
  );
}

function SpaceCell({ path, label }: { path: DocPath; label: string }) {
  const field = useField(path);
  return (
    <div className="inline-flex flex-col items-center">
      <NumberInput field={field} label={label} className="w-12 text-center" />
      <FieldErrors id={field.id} errors={field.errors} warnings={field.warnings} />
    </div>
  );
}

/** Problems about a whole space (a value lower than the space before). */
function SpaceErrors({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <SpaceError key={i} index={i} />
      ))}
    </>
  );
}

function SpaceError({ index }: { index: number }) {
  const field = useField(["spaces", index]);
  if (field.errors.length === 0) return null;
  return (
    <p id={field.id} className="text-xs text-red-700" data-field-error>
      Space {index === 0 ? "start" : `+${index}`}: {field.errors.join("; ")}
    </p>
  );
}

/** The rules of §9.9, one card per faction that has any. */
function FactionRules({ node, factions }: { node: JsonSchemaNode; factions: MerchantsFormProps["factions"] }) {
  const { value, set } = useForm();
  const rules = ((value as { merchants?: { factionRules?: Record<string, unknown> } }).merchants?.factionRules ?? {}) as Record<string, unknown>;
  const item = node.additionalProperties as JsonSchemaNode;
  const addable = factions.filter((f) => rules[f.id] === undefined);
  const nameOf = (id: string) => factions.find((f) => f.id === id)?.name ?? `${id} (not in the pack)`;
  return (
    <BoardPanel title="Faction rules (§9.9)" description="What the expansion changes for single factions.">
      {Object.keys(rules).map((id) => (
        <div key={id} className="relative">
          <ObjectFields node={item} path={M("factionRules", id)} label={nameOf(id)} />
          <span className="absolute top-1 right-2">
            <IconButton label={`Remove the rules of ${nameOf(id)}`} onClick={() => set(M("factionRules", id), undefined)} className="size-6 text-xs">
              ×
            </IconButton>
          </span>
        </div>
      ))}
      {addable.length > 0 && (
        <label className="inline-flex items-center gap-2 text-xs text-zinc-600">
          Add rules for
          <select className={inputClass(false, "w-56")} value="" onChange={(e) => e.target.value && set(M("factionRules", e.target.value), {})}>
            <option value="">Choose a faction…</option>
            {addable.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </BoardPanel>
  );
}
