// Chart colours per theme. uPlot draws on a canvas, which cannot read CSS variables, so the
// values mirror src/styles/base.css.
import type { Theme } from "../../app/theme";
import type { SeriesTone } from "../../calculators/definition";

export interface ChartPalette {
  text: string;
  grid: string;
  tones: Record<SeriesTone, string>;
}

export const PALETTES: Record<Theme, ChartPalette> = {
  light: { text: "#475569", grid: "rgba(15, 23, 42, 0.1)", tones: { accent: "#0f766e", accent2: "#b45309", muted: "#64748b" } },
  dark: { text: "#a3b1c6", grid: "rgba(229, 233, 240, 0.12)", tones: { accent: "#2dd4bf", accent2: "#fbbf24", muted: "#94a3b8" } },
};
