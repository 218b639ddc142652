/**
 * What the game waits for now: whose turn it is and what they may do (in words, with buttons for the
 * legal moves that have no place on the board: digging, ending the turn, passing in the last round,
 * leaving spades unused), and the power offers and decisions open to other players.
 */
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { rulesFor, type Catalog, type GameState, type Move } from "@/engine";
import { answerText, deltaText, factionColor, factionName, inAuction, moveLabel, phaseLabel, playerLabel, resourceDelta } from "./model/view";
import type { TurnView } from "./model/turns";
import { FactionBadge, Panel } from "./pieces";
import type { SessionSeat } from "./usePlaytest";

export interface TurnPanelProps {
  catalog: Catalog;
  state: GameState;
  view: TurnView;
  seats: readonly SessionSeat[];
  /** The seat the page acts for (a person's), or -1. */
  actor: number;
  /** Looking at an earlier point of the game: shown, not played. */
  past?: boolean;
  onMove: (move: Move) => void;
  /** The state a move would lead to, for cost previews. */
  preview: (move: Move) => { ok: true; state: GameState } | { ok: false } | undefined;
}

/** What to tell the acting player, from the kinds of move the engine lists for them. */
function prompt(catalog: Catalog, state: GameState, moves: readonly Move[]): string {
  const has = (t: Move["type"]) => moves.some((m) => m.type === t);
  const first = moves[0];
  const faction = first && "faction" in first ? catalog.factions[first.faction] : undefined;
  const volcano = faction?.traits.volcano;
  const price = (n: number) => (volcano?.payWith === "power-tokens" ? `${n} power token${n === 1 ? "" : "s"}` : `${n} step${n === 1 ? "" : "s"} on one cult track`);
  const paid = volcano ? `${price(volcano.cost)} (${volcano.costOnOpponentHome} on another faction's home terrain)` : "";
  const owed = moves.find((m) => m.type === "adjust" && m.delta < 0 && ["fire", "water", "earth", "air"].includes(m.resource));
  if (has("nominate")) return "Faction auction: nominate a faction to bid for (in the auction panel below).";
  if (has("bid") && state.auction?.sealed)
    return `Fast auction: bid on every faction at once, in secret (in the auction panel below); the bids are shown once everyone's are in. You start with ${rulesFor(catalog, state.options).auction?.startingVp ?? 0} VP minus your bid on the faction you win.`;
  if (has("bid")) return `Faction auction: bid VP for a faction (in the auction panel below). You start with ${rulesFor(catalog, state.options).auction?.startingVp ?? 0} VP minus your bid.`;
  if (owed && owed.type === "adjust") return `Pay for the volcano: choose the cult track that loses ${-owed.delta} steps.`;
  if (has("pick-color") && volcano) return "Pick your colour: one no faction in the game has (the colour of your pieces).";
  if (has("pick-color") && state.phase === "actions") return "Shapeshift: pick your new home colour. Every hex with one of your structures takes it.";
  if (has("unlock")) return "A priest for you: unlock a colour to build on (your priest limit grows by one), or take the priest.";
  if (has("token")) return "An opponent took power from your building: take a new power token in bowl III for its price, or not.";
  if (has("pick-color")) return "Pick your terrain colour: your initial dwellings go on it, turning it into your home terrain, and your spades count from it.";
  if (state.phase === "setup-dwellings" && volcano) return `Place an initial dwelling on any highlighted hex: it turns into volcano for ${paid}.`;
  if (state.phase === "setup-dwellings" && faction?.traits.riverOnly) return "Place an initial dwelling beside a river: click a highlighted hex.";
  if (state.phase === "setup-dwellings") return "Place an initial dwelling: click a highlighted hex.";
  if (state.phase === "setup-bonus") return "Pick a bonus card for the first round.";
  if (has("favor")) return moves.some((m) => m.type === "favor" && m.choice !== undefined) ? "Choose a favor tile (one with a choice: with a button below)." : "Choose a favor tile.";
  if (has("town")) return "Found a town: choose a town tile.";
  if (has("cult")) return "Choose a cult track for your step.";
  if (has("bridge")) return "Place your bridge: click a marked river crossing.";
  if (has("merchant")) return "Move your merchants: click a merchant on a highlighted hex, then its way hex by hex (land or river, ending on land), or at once a farther hex or a structure to trade with. Each merchant moves once.";
  if (has("ship")) return "Move your ships: click a ship on a highlighted river hex, then its way hex by hex (or at once a farther hex, or a structure to trade with). Each ship moves once.";
  if (has("trade")) return "Trade: each ship standing on a structure trades with it, in the order you choose — click the structure or a trade below.";
  if (has("transform") && !has("pass") && volcano) return `Click a highlighted hex to build there (or only turn it) on a new volcano, for ${paid}.`;
  if (has("transform") && !has("pass")) return "Use your spades: click a highlighted hex to transform it.";
  if (moves.length > 0 && moves.every((m) => m.type === "convert" || m.type === "burn" || m.type === "done" || m.type === "build"))
    return "Your action is done: build on the transformed hex, convert, or end the turn.";
  return "Take an action: build or upgrade on a highlighted hex, a power action, send a priest, advance a track — or pass with a bonus card.";
}

const ON_TABLE: ReadonlySet<Move["type"]> = new Set(["nominate", "bid", "build", "upgrade", "transform", "bridge", "send", "cult", "action", "favor", "town", "burn", "convert", "leech", "decline", "advance", "ship", "merchant"]);

export function TurnPanel({ catalog, state, view, seats, actor, past = false, onMove, preview }: TurnPanelProps) {
  const mover = view.mover;
  const moves = actor >= 0 ? view.moves[actor]! : [];
  // Passing is on the bonus cards, except in the last round when no card is taken.
  // A favor tile whose gain is a choice (Merchants' FAV13) is taken with one button per option.
  const buttons = moves.filter((m) => (!ON_TABLE.has(m.type) || (m.type === "favor" && m.choice !== undefined)) && !(m.type === "pass" && m.bonus));
  const rounds = catalog.rules.rounds;
  // Whose move the panel is about: the player whose turn it is, else the person owing a decision.
  const focus = mover >= 0 ? mover : actor;
  const who = focus >= 0 ? state.players[focus]!.faction : undefined;
  const person = focus >= 0 ? seats[focus] : undefined;
  const cost = (m: Move) => {
    const r = preview(m);
    return r?.ok ? deltaText(resourceDelta(state, r.state, state.players.findIndex((p) => "faction" in m && p.faction === m.faction))) : "";
  };
  // Power offers and owed decisions: the acting player's own, then other people's.
  const ownOffer = actor >= 0 && moves.some((m) => m.type === "leech" || m.type === "decline") ? [actor] : [];
  const offers = past ? [] : [...ownOffer, ...view.deciding.filter((s) => seats[s]?.control !== "bot" && s !== actor)];
  // People whose answer the game waits for (while it is not their own turn to act).
  const waiting = past ? [] : view.deciding.filter((s) => seats[s]?.control !== "bot" && s !== focus);
  // During the faction auction the players have no faction yet: they go by their seats' names.
  const auction = inAuction(state);
  const waitingText = waiting
    .map((s) => `${playerLabel(catalog, state, seats, s)}${!auction && seats[s]?.name ? ` (${seats[s]!.name})` : ""} to answer ${answerText(catalog, view.moves[s]!)}`)
    .join("; and for ");
  return (
    <Panel title={phaseLabel(state, rounds)} label="Turn">
      {state.finished ? (
        <p className="text-sm font-semibold">The game is over. The final scoring is above the board.</p>
      ) : who ? (
        <div className="space-y-2" data-testid="turn" data-mover={who}>
          {auction ? (
            <div className="min-w-0">
              <div className="text-base leading-tight font-bold" data-testid="turn-player">
                {playerLabel(catalog, state, seats, focus)}
              </div>
              <div className="text-xs text-stone-500">
                {person?.name && person.name !== who ? `${who} · ` : ""}
                {person?.control === "bot" ? "a bot plays this seat" : "a person plays this seat"} · no faction yet
              </div>
            </div>
          ) : (
            <div className="flex items-center gap-2">
              <FactionBadge color={factionColor(catalog, who)} name={factionName(catalog, who)} size="lg" />
              <div className="min-w-0">
                <div className="text-base leading-tight font-bold">{factionName(catalog, who)}</div>
                <div className="text-xs text-stone-500">
                  {person?.control === "bot" ? "A bot plays this seat" : (person?.name ?? "A person")} · turn {state.turn || 1}
                </div>
              </div>
            </div>
          )}
          {past && <p className="text-sm text-sky-900">An earlier point of the game: go back to the present (or branch from here) to play.</p>}
          {!past && actor === focus && <p className="text-sm text-stone-700">{prompt(catalog, state, moves)}</p>}
          {waiting.length > 0 ? (
            <p className="text-sm font-semibold text-violet-950" data-testid="waiting">
              Waiting for {waitingText}.
            </p>
          ) : (
            !past && actor !== focus && person?.control === "bot" && <p className="text-sm text-stone-600">Waiting for the bot. Use the bot buttons below to let it play.</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          {waiting.length ? `Waiting for ${waitingText}.` : view.deciding.length ? "Waiting for decisions before the game can go on." : "Nobody can move: the engine lists no legal move. Undo the last move."}
        </p>
      )}
      {buttons.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5" data-testid="turn-buttons">
          {buttons.map((m, i) => (
            <button
              key={i}
              type="button"
              onClick={() => onMove(m)}
              className={`rounded-md px-2.5 py-1.5 text-xs font-semibold shadow-sm ${m.type === "done" || m.type === "pass" ? "bg-stone-800 text-white hover:bg-stone-950" : "bg-white text-stone-800 ring-1 ring-stone-400/60 hover:bg-stone-50"}`}
            >
              {m.type === "pick-color" && (
                <span className="mr-1.5 inline-block align-[-2px]">
                  <TerrainSwatch terrain={m.terrain} size="sm" />
                </span>
              )}
              {moveLabel(catalog, m)}
              {m.type === "dig" && <span className="ml-1 font-normal text-stone-500">{cost(m)}</span>}
            </button>
          ))}
        </div>
      )}
      {offers.map((seat) => {
        const f = state.players[seat]!.faction;
        const list = view.moves[seat]!;
        const answers = list.filter((m): m is Extract<Move, { type: "leech" | "decline" }> => m.type === "leech" || m.type === "decline");
        const takes = answers.filter((m) => m.type === "leech");
        const other = list.filter((m) => m.type !== "leech" && m.type !== "decline" && seat !== actor);
        return (
          <div key={seat} className="mt-3 rounded-lg bg-violet-100/80 p-2 ring-1 ring-violet-900/20" data-testid={`decision-${f}`}>
            <div className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-violet-950">
              <FactionBadge color={factionColor(catalog, f)} name={factionName(catalog, f)} size="sm" />
              {factionName(catalog, f)}
            </div>
            {takes.map((m) => {
              const decline = answers.find((d) => d.type === "decline" && d.amount === m.amount && d.from === m.from);
              return (
                <div key={`${m.amount}-${m.from}`} className="flex flex-wrap items-center gap-1.5 text-xs">
                  <span className="flex-1">
                    {factionName(catalog, m.from ?? "")} {catalog.merchants ? "built next to you or traded with you" : "built next to you"}: take {m.amount} power{cost(m) ? ` (${cost(m)})` : ""}?
                  </span>
                  <button type="button" onClick={() => onMove(m)} className="rounded bg-violet-700 px-2 py-1 font-semibold text-white hover:bg-violet-800">
                    Take
                  </button>
                  {decline && (
                    <button type="button" onClick={() => onMove(decline)} className="rounded bg-white px-2 py-1 font-semibold text-violet-900 ring-1 ring-violet-900/30 hover:bg-violet-50">
                      Decline
                    </button>
                  )}
                </div>
              );
            })}
            {other.length > 0 && (
              <div className="mt-1 flex flex-wrap gap-1">
                {other.slice(0, 12).map((m, i) => (
                  <button key={i} type="button" onClick={() => onMove(m)} className="rounded bg-white px-2 py-0.5 text-[11px] font-semibold ring-1 ring-violet-900/30 hover:bg-violet-50">
                    {moveLabel(catalog, m)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </Panel>
  );
}
