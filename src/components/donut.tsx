// A two-or-more-slice donut in SVG: no chart library, so it costs nothing on first load.
import { memo } from "react";
import type { DonutSlice, SeriesTone } from "../calculators/definition";
import { formatRupees } from "../lib/format-money";

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export const TONE_VAR: Record<SeriesTone, string> = {
  accent: "var(--accent)",
  accent2: "var(--accent-2)",
  muted: "var(--text-muted)",
};

/** Memoised: the results re-render with the same slices when only their figures change. */
export const Donut = memo(DonutView);

function DonutView({ slices, label }: { slices: DonutSlice[]; label: string }) {
  const parts = slices.map((slice) => ({ ...slice, value: Math.max(0, slice.value) }));
  const total = parts.reduce((sum, slice) => sum + slice.value, 0);
  let offset = 0;
  return (
    <figure className="donut">
      <svg viewBox="0 0 100 100" role="img" aria-label={label}>
        <circle cx="50" cy="50" r={RADIUS} fill="none" style={{ stroke: "var(--surface-2)" }} strokeWidth="16" />
        {total > 0 &&
          parts.map((slice) => {
            const length = (slice.value / total) * CIRCUMFERENCE;
            const circle = (
              <circle
                key={slice.label}
                cx="50"
                cy="50"
                r={RADIUS}
                fill="none"
                style={{ stroke: TONE_VAR[slice.tone] }}
                strokeWidth="16"
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
                transform="rotate(-90 50 50)"
              />
            );
            offset += length;
            return circle;
          })}
      </svg>
      <figcaption>
        <ul className="legend">
          {parts.map((slice) => (
            <li key={slice.label}>
              <span className="swatch" style={{ background: TONE_VAR[slice.tone] }} aria-hidden="true" />
              {slice.label}: {formatRupees(slice.value)}
              {total > 0 && <span className="muted"> ({Math.round((slice.value / total) * 100)}%)</span>}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
