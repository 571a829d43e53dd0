// The render path of a drag, after when-seen.ts: an instant (fast-path) answer's
// figures written straight into the result boxes and the headline bar, without React, while
// everything else that takes the result (the convention line, the donut, charts, tables, a
// definition's own sections) is below the screen. React renders the whole result once the drag
// rests (use-calculation.ts, DIRECT_DRAW_REST_MS); until then nothing on screen is out of date.
import { useLayoutEffect, useRef, type RefObject } from "react";
import type { CalculatorDefinition, ResultField } from "./definition";
import type { UnitWords } from "./format-value";
import { resultText, resultWords } from "./headline";

/** Marks a result's figure (its box's or the headline bar's <dd>, `data-result-id={field.id}`) with the result's id. */
export const RESULT_ID_ATTRIBUTE = "data-result-id";

/** Marks the words under a result's figure in its box (`data-result-words={field.id}`: '≈ ₹14.42 crore'). */
export const RESULT_WORDS_ATTRIBUTE = "data-result-words";

/** Whether two results show the same result fields (so the same boxes, and the same headline bar). */
export function sameResultsShown<Result>(definition: CalculatorDefinition<string, Result>, drawn: Result, next: Result): boolean {
  return definition.results.every((field) => (field.shownWhen?.(drawn) ?? true) === (field.shownWhen?.(next) ?? true));
}

/** How many in-place writes there have been: a render with none since the last needs no re-sync. */
let inPlaceWrites = 0;

/**
 * Writes each figure under `root` marked with RESULT_ID_ATTRIBUTE as React renders it
 * (resultText, in the page's locale's words) into its text node, the node React itself
 * updates, so React's next render of the element still lands. Returns false, having written
 * nothing, when a figure is not a single text node or names no result field.
 */
export function writeResultTexts<Result>(root: ParentNode, fields: readonly ResultField<Result>[], result: Result, units: UnitWords): boolean {
  inPlaceWrites++;
  return rewriteTexts(root, fields, result, units);
}

/**
 * Where a root's figures are: each figure's text node with its field, each words line with its
 * field. Found once and kept while no component that renders figures has committed since
 * (figuresCommitted), so a drag's step writes its texts without searching the page: at 4x CPU the
 * search (querySelectorAll over the page, an attribute read and a field lookup per figure) was a
 * share of every step's own task.
 */
interface TextPlan<Result> {
  fields: readonly ResultField<Result>[];
  committed: number;
  figures: { node: Text; field: ResultField<Result> }[];
  words: { element: Element; field: ResultField<Result> }[];
}

/** How many commits of a component that renders figures (Results, the headline bar) there have been: a plan made before the last may name elements React has since replaced. */
let figuresCommitted = 0;

const plans = new WeakMap<ParentNode, TextPlan<unknown>>();

/** The root's figures and words lines, found anew after a commit; null when a figure is not a single text node or names no result field. */
function textPlan<Result>(root: ParentNode, fields: readonly ResultField<Result>[]): TextPlan<Result> | null {
  const kept = plans.get(root) as TextPlan<Result> | undefined;
  if (kept && kept.fields === fields && kept.committed === figuresCommitted) return kept;
  const plan: TextPlan<Result> = { fields, committed: figuresCommitted, figures: [], words: [] };
  for (const element of root.querySelectorAll(`[${RESULT_ID_ATTRIBUTE}]`)) {
    const id = element.getAttribute(RESULT_ID_ATTRIBUTE);
    const field = fields.find((candidate) => candidate.id === id);
    const node = element.firstChild;
    if (!field || !(node instanceof Text) || node.nextSibling) return null;
    plan.figures.push({ node, field });
  }
  for (const element of root.querySelectorAll(`[${RESULT_WORDS_ATTRIBUTE}]`)) {
    const field = fields.find((candidate) => candidate.id === element.getAttribute(RESULT_WORDS_ATTRIBUTE));
    if (!field) return null;
    plan.words.push({ element, field });
  }
  plans.set(root, plan as TextPlan<unknown>);
  return plan;
}

/** writeResultTexts without counting as an in-place write (the re-sync to React's own text). */
function rewriteTexts<Result>(root: ParentNode, fields: readonly ResultField<Result>[], result: Result, units: UnitWords): boolean {
  const plan = textPlan(root, fields);
  // A figure's text node is React's and stays while React does not commit; checked all the same,
  // since a node no longer in its figure would take the text out of sight.
  if (!plan || plan.figures.some(({ node }) => !node.parentNode || node.nextSibling)) return false;
  // A headline result's figure is in its box and in the headline bar: formatted once.
  const texts = new Map<string, string>();
  for (const { node, field } of plan.figures) {
    let text = texts.get(field.id);
    if (text === undefined) texts.set(field.id, (text = resultText(field, result, units)));
    if (node.data !== text) node.data = text;
  }
  // The words are the element's whole text (none below ₹1 lakh), so React's next text still lands.
  // Words that stay words are written into their text node: replacing the node (textContent)
  // inserts and removes a child at every step, which makes the browser re-check the :has()
  // rules of the element's ancestors (calculator.css) and lay the line out anew. The line is
  // hidden while it has no words, as React renders it (calculator-page.tsx, ResultWords).
  for (const { element, field } of plan.words) {
    const text = resultWords(field, result, units);
    const node = element.firstChild;
    if (node instanceof Text && !node.nextSibling && text !== "") {
      if (node.data !== text) node.data = text;
    } else if (element.textContent !== text) element.textContent = text;
    const hidden = text === "";
    if (element instanceof HTMLElement && element.hidden !== hidden) element.hidden = hidden;
  }
  return true;
}

/**
 * After each render of figures an instant answer may have written in place, React's text is put
 * back where its own update skipped it (the text equal to what React last rendered, but not to
 * what was written since), so the DOM matches React's state after every commit.
 */
export function useResultTextsInSync<Result>(ref: RefObject<Element | null>, fields: readonly ResultField<Result>[], result: Result, units: UnitWords): void {
  // Where nothing was written in place since the last sync (every render on a desktop), React's
  // text is already in the DOM: no figure is formatted twice.
  const syncedAt = useRef(inPlaceWrites);
  // Every commit of a component that renders figures (and its unmount) makes the kept plans stale.
  useLayoutEffect(() => {
    figuresCommitted++;
    return () => {
      figuresCommitted++;
    };
  });
  useLayoutEffect(() => {
    if (syncedAt.current === inPlaceWrites || !ref.current) return;
    rewriteTexts(ref.current, fields, result, units);
    syncedAt.current = inPlaceWrites;
  }, [ref, fields, result, units]);
}
