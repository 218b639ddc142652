"use client";

/**
 * The command box of a playtest table, for any game: a move typed in the game's notation, with the
 * legal moves that complete what is typed listed under the box once something is typed (or on ↓):
 * Tab completes, ↑/↓ pick, Enter plays; a click fills the box. What is wrong is said right under the box: text the notation
 * cannot read, or the engine's reason for refusing the move.
 */
import { useId, useMemo, useState } from "react";
import { commandSuggestions, commonStart, readCommand, type CommandNotation } from "./model/command";
import { Panel } from "./pieces";
import type { Notice } from "./useGameLine";

/** Suggestions shown at once (the rest are counted). */
const SHOWN = 8;

export interface CommandBoxProps<M> {
  notation: CommandNotation<M>;
  /** The notation's name, for the box's label ("terra.snellman.net", "Origins"). */
  notationName: string;
  /** Whose move a command without a prefix is (the seat the table acts for). */
  player?: string;
  /** That player's legal moves now (none: no suggestions). */
  legal: readonly M[];
  /** An example command, for the placeholder. */
  example: string;
  /** Play the move; answers the engine's refusal, if any. */
  onMove: (move: M) => Notice | undefined;
}

export function CommandBox<M>({ notation, notationName, player, legal, example, onMove }: CommandBoxProps<M>) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<{ title: string; message: string } | undefined>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Whether ↓ asked for the moves while nothing is typed (else the list shows once something is). */
  const [browsing, setBrowsing] = useState(false);
  const id = useId();
  const listed = open && (browsing || text.trim() !== "");
  const suggestions = useMemo(() => (listed ? commandSuggestions(notation, text, legal, player) : []), [listed, notation, text, legal, player]);
  const shown = suggestions.slice(0, SHOWN);

  const fill = (value: string) => {
    setText(value);
    setActive(-1);
    setProblem(undefined);
  };
  const submit = () => {
    const read = readCommand(notation, text, player);
    if (!read.ok) return setProblem(read);
    const refused = onMove(read.move);
    setProblem(refused);
    if (!refused) {
      setText("");
      setActive(-1);
      setBrowsing(false);
    }
  };

  return (
    <Panel title="Command" label="Command line">
      <form
        className="relative flex gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          if (active >= 0 && shown[active]) return fill(shown[active].text);
          submit();
        }}
      >
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setBrowsing(false);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              setOpen(true);
              if (!listed) {
                setBrowsing(true);
                return;
              }
              const n = shown.length;
              if (n > 0) setActive((a) => (e.key === "ArrowDown" ? (a + 1) % n : (a - 1 + n) % n));
            } else if (e.key === "Tab" && !e.shiftKey && suggestions.length > 0) {
              const next = active >= 0 && shown[active] ? shown[active].text : suggestions.length === 1 ? suggestions[0]!.text : commonStart(suggestions.map((s) => s.text), text);
              if (next !== text) {
                e.preventDefault();
                fill(next);
              }
            } else if (e.key === "Escape") setOpen(false);
          }}
          placeholder={player ? example : `player: ${example}`}
          aria-label={`Command in ${notationName} notation`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          aria-autocomplete="list"
          aria-controls={`${id}-list`}
          aria-expanded={shown.length > 0}
          aria-activedescendant={active >= 0 ? `${id}-s${active}` : undefined}
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-md bg-white px-2 py-1 font-mono text-xs text-stone-800 ring-1 ring-stone-400/60 outline-none focus:ring-2 focus:ring-amber-500 aria-invalid:ring-rose-600"
        />
        <button type="submit" className="rounded-md bg-stone-800 px-2.5 text-xs font-semibold text-white hover:bg-stone-950">
          Play
        </button>
        {shown.length > 0 && (
          <ul id={`${id}-list`} role="listbox" aria-label="Legal moves" className="absolute top-full right-0 left-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-md bg-white py-1 text-xs text-stone-800 shadow-xl ring-1 ring-black/20" data-testid="command-suggestions">
            {shown.map((s, i) => (
              <li
                key={s.text}
                id={`${id}-s${i}`}
                role="option"
                aria-selected={i === active}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  fill(s.text);
                }}
                className={`cursor-pointer px-2 py-1 font-mono ${i === active ? "bg-amber-200" : "hover:bg-amber-100"}`}
              >
                {s.text}
              </li>
            ))}
            {suggestions.length > SHOWN && <li className="px-2 py-1 text-[11px] text-stone-500">… {suggestions.length - SHOWN} more: type on to narrow</li>}
          </ul>
        )}
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 rounded-md bg-rose-100 px-2 py-1.5 text-xs text-rose-950 ring-1 ring-rose-800/30" data-testid="command-problem">
          <span className="font-semibold">{problem.title}: </span>
          {problem.message}
        </p>
      )}
      {legal.length > 0 && !problem && <p className="mt-1 text-[10px] text-stone-500">{legal.length} legal moves: type to see those that fit; Tab completes, ↑/↓ and Enter pick.</p>}
    </Panel>
  );
}
