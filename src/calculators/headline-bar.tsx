// The phone's headline bar: the one to three results that matter most, fixed to the bottom of
// the screen once results exist, so a figure moves where the thumb is while a slider is dragged
// (the result boxes sit far below the form on a phone). It carries the results'
// data-testid hooks on phones; the boxes carry the others. And the polite announcement of the
// headline results, on every screen size, once a drag or typing pauses.
import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useMessages } from "../i18n/use-locale";
import type { ResultField } from "./definition";
import { checkHeldFigures, releaseHeldFigures, useResultTextsInSync } from "./direct-results";
import { headlineSummary, resultText } from "./headline";
import { calculatorMessages } from "./messages/calculator";
import { useRenderTiming } from "../lib/render-timing";

/**
 * The bar's height, for calculator.css: the page leaves that much room under its end, and the
 * help button rises above it. A registered property that is not inherited, written on each
 * element that uses it (BAR_HEIGHT_USERS), so that a change restyles those alone.
 */
const BAR_HEIGHT_VAR = "--headline-bar-height";

/** The elements whose own style reads the bar's height (calculator.css). */
const BAR_HEIGHT_USERS = ["html", ".app", ".help-button"] as const;

/**
 * How long the figures must stay still before a screen reader hears them: a drag sends a
 * reply every few tens of milliseconds, and announcing each would flood the listener.
 */
export const ANNOUNCE_PAUSE_MS = 1000;

/** The room kept between a field being edited and the bar (or the help button above it). */
const FOCUS_MARGIN_PX = 12;

interface HeadlineProps<Result> {
  fields: readonly ResultField<Result>[];
  result: Result;
}

/** Memoised: re-rendered when a reply arrives, not on every keystroke. */
export const HeadlineBar = memo(HeadlineBarView) as typeof HeadlineBarView;

function HeadlineBarView<Result>({ fields, result }: HeadlineProps<Result>) {
  useRenderTiming("HeadlineBar");
  const m = useMessages(calculatorMessages);
  const barRef = useRef<HTMLElement>(null);
  useResultTextsInSync(barRef, fields, result, m.units);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    // The shell's elements (layout.tsx) are on the page for as long as the bar is.
    const users = BAR_HEIGHT_USERS.flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]);
    // Written only when it changes. A change of the bar's size lets go the figure boxes a drag
    // held at their height where they may no longer fit: all of them when its width changed (a
    // phone turned), else each whose figure no longer fits (the text made larger).
    let width = bar.offsetWidth;
    const keepHeight = () => {
      if (bar.offsetWidth !== width) {
        width = bar.offsetWidth;
        releaseHeldFigures();
      } else checkHeldFigures();
      const height = `${bar.offsetHeight}px`;
      for (const user of users) if (user.style.getPropertyValue(BAR_HEIGHT_VAR) !== height) user.style.setProperty(BAR_HEIGHT_VAR, height);
    };
    const observer = new ResizeObserver(keepHeight);
    observer.observe(bar);
    keepHeight();
    return () => {
      observer.disconnect();
      for (const user of users) user.style.removeProperty(BAR_HEIGHT_VAR);
    };
  }, []);

  // A field focused (tapped, or reached with Tab) behind the bar or the help button is scrolled
  // above them: the bar never hides what is being edited.
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const bar = barRef.current;
      if (!bar || !(event.target instanceof Element) || !event.target.closest(".calculator-form")) return;
      const edited = event.target.closest(".number-field, .choice-tabs") ?? event.target;
      const helpButton = document.querySelector(".help-button");
      const clearAbove = Math.min(bar.getBoundingClientRect().top, helpButton?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      const overlap = edited.getBoundingClientRect().bottom + FOCUS_MARGIN_PX - clearAbove;
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);

  return (
    <section ref={barRef} className="headline-bar" aria-label={m.page.headlineLabel}>
      {/* A drag holds each figure's box at its height while it writes the figures in place (direct-results.ts). */}
      <dl data-holds-height="">
        {fields.map((field) => (
          <div key={field.id}>
            <dt>{field.label}</dt>
            <dd data-testid={`result-${field.id}`} data-result-id={field.id}>
              {resultText(field, result, m.units)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A visually hidden status line that reads the headline results once they have stayed the
 * same for ANNOUNCE_PAUSE_MS (after Calculate, or when a drag or typing pauses). Memoised: the
 * page re-renders the form at a drag's rest with the same figures.
 */
export const HeadlineAnnouncer = memo(HeadlineAnnouncerView) as typeof HeadlineAnnouncerView;

function HeadlineAnnouncerView<Result>({ fields, result }: Partial<HeadlineProps<Result>>) {
  const { units } = useMessages(calculatorMessages);
  const summary = fields && result !== undefined ? headlineSummary(fields, result, units) : "";
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(summary), ANNOUNCE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [summary]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announced}
    </p>
  );
}
