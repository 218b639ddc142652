"use client";
/** The Origins editors of zodiac cards, district cards, meeting places and tracks, each with its preview; saved as pack revisions. */
import type { DistrictCard, MainAction, MeetingPlace, OriginsPack, ZodiacCard } from "@/engine/games/origins/schema";
import { actionText, powerText } from "./abilityText";
import { DistrictsForm, patternGrid } from "./DistrictsForm";
import { MeetingPlacesForm } from "./MeetingPlacesForm";
import { OriginsEditor, type OriginsEditorProps } from "./OriginsEditor";
import { DISTRICTS_DOC, MEETING_PLACES_DOC, TRACKS_DOC, ZODIAC_DOC } from "./schemas";
import { TracksForm } from "./TracksForm";
import { ZodiacForm } from "./ZodiacForm";
import { COLOURS } from "@/engine/games/origins/schema";

export function ZodiacEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={ZODIAC_DOC}
      formId="zodiac"
      previewLabel="Cards"
      preview={(cards: Record<string, ZodiacCard>) => (
        <ul className="space-y-1.5 text-sm">
          {Object.entries(cards).map(([id, c]) => (
            <li key={id} className="rounded-md border border-zinc-200 bg-white px-3 py-2">
              <p className="font-medium text-zinc-900">{c.name}</p>
              <p className="text-xs text-zinc-600">{powerText(c.power)}</p>
            </li>
          ))}
        </ul>
      )}
    >
      <ZodiacForm />
    </OriginsEditor>
  );
}

/** A district card as printed: its pattern, VP and tower icons. */
export function DistrictCardPreview({ id, card, colours }: { id: string; card: DistrictCard; colours: OriginsPack["colours"] }) {
  const hexOf = (letter: string) => colours[COLOURS.find((c) => colours[c].code === letter) ?? "red"]?.hex;
  const known = (letter: string) => COLOURS.some((c) => colours[c].code === letter);
  return (
    <figure aria-label={`District card ${id}`} className="w-28 rounded-lg border border-zinc-300 bg-amber-50 p-2 text-center shadow-xs">
      <div className="mb-1 flex justify-center gap-0.5">
        {card.towers.map((t, i) => (
          <span key={i} className="inline-block h-3 w-2 rounded-t-sm" style={{ backgroundColor: colours[t].hex }} />
        ))}
      </div>
      <div className="mx-auto grid w-fit grid-cols-2 gap-0.5">
        {patternGrid(card.pattern).flatMap((row, r) => [...row].map((l, c) => <span key={`${r}${c}`} className="size-7 rounded-sm ring-1 ring-black/10" style={{ backgroundColor: known(l) ? hexOf(l) : "#e4e4e7" }} />))}
      </div>
      <figcaption className="mt-1 text-xs font-semibold text-zinc-800">
        {card.vp.first} / {card.vp.later} VP
      </figcaption>
    </figure>
  );
}

export function DistrictsEditor(props: OriginsEditorProps) {
  const { colours } = props.pack;
  return (
    <OriginsEditor
      {...props}
      doc={DISTRICTS_DOC}
      formId="districts"
      previewLabel="Cards"
      preview={(cards: Record<string, DistrictCard>) => (
        <div className="flex flex-wrap gap-2">
          {Object.entries(cards).map(([id, c]) => (
            <DistrictCardPreview key={id} id={id} card={c} colours={colours} />
          ))}
        </div>
      )}
    >
      <DistrictsForm colours={colours} />
    </OriginsEditor>
  );
}

export function MeetingPlacesEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={MEETING_PLACES_DOC}
      formId="meeting-places"
      previewLabel="Board"
      preview={({ mainActions, meetingPlaces }: { mainActions: Record<string, MainAction>; meetingPlaces: MeetingPlace[] }) => (
        <ol className="space-y-1.5 text-sm">
          {meetingPlaces.map((p, i) => (
            <li key={i} className="rounded-md border border-zinc-200 bg-white px-3 py-2">
              <p className="text-xs font-semibold text-zinc-500">Place {i + 1}</p>
              {[p.top, p.bottom].map((a, j) => (
                <p key={j} className="text-xs text-zinc-700">
                  <span className="font-medium text-zinc-900">{mainActions[a]?.name ?? a}:</span> {mainActions[a] ? actionText(mainActions[a].cost, mainActions[a].effects) : "unknown action"}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    >
      <MeetingPlacesForm />
    </OriginsEditor>
  );
}

export function TracksEditor(props: OriginsEditorProps) {
  return (
    <OriginsEditor
      {...props}
      doc={TRACKS_DOC}
      formId="tracks"
      previewLabel="Summary"
      preview={({ temples, military, population, advisorRow }: Pick<OriginsPack, "temples" | "military" | "population" | "advisorRow">) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 rounded-md border border-zinc-200 bg-white p-3 text-sm">
          <dt className="text-zinc-500">Temples</dt>
          <dd>
            {temples.top} steps; VP {temples.vp.join(", ")}
          </dd>
          <dt className="text-zinc-500">Military</dt>
          <dd>
            {military.spaces.length} spaces; thresholds after {military.thresholds.join(", ")}; {military.spaces.filter((s) => s.attackBonus).length} attack bonuses; final space {military.finalVp} VP
          </dd>
          <dt className="text-zinc-500">Population</dt>
          <dd>
            {population.bases} bases ({population.startingFree} free); Food {population.foodCosts.join(", ")}; last base {population.lastBaseVp} VP
          </dd>
          <dt className="text-zinc-500">Advisors</dt>
          <dd>VP {advisorRow.vp.join(", ")}</dd>
        </dl>
      )}
    >
      <TracksForm />
    </OriginsEditor>
  );
}
