"use client";
/** The editor of one Origins section by its slug (the server page passes plain props; the editors are client components). */
import { BuildingsEditor } from "./BuildingsEditor";
import { DistrictsEditor, MeetingPlacesEditor, TracksEditor, ZodiacEditor } from "./Editors";
import type { OriginsEditorProps } from "./OriginsEditor";
import { BonusTilesEditor, ColoursEditor, RulesEditor, SetupEditor, SoloEditor, StartingTilesEditor } from "./SetupEditors";
import type { OriginsSectionSlug } from "./sections";

const EDITORS: Record<OriginsSectionSlug, (props: OriginsEditorProps) => React.ReactNode> = {
  buildings: BuildingsEditor,
  "zodiac-cards": ZodiacEditor,
  "district-cards": DistrictsEditor,
  "meeting-places": MeetingPlacesEditor,
  tracks: TracksEditor,
  "bonus-tiles": BonusTilesEditor,
  "starting-tiles": StartingTilesEditor,
  colours: ColoursEditor,
  setup: SetupEditor,
  solo: SoloEditor,
  rules: RulesEditor,
};

export function OriginsSectionEditor({ section, ...props }: OriginsEditorProps & { section: OriginsSectionSlug }) {
  const Editor = EDITORS[section];
  return <Editor {...props} />;
}
