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

/**
 * Marks a block whose figures a drag may leave unwritten while the block is far below the screen
 * (the result boxes under a phone's form): the headline bar shows those figures meanwhile, and
 * React writes the block's own at the drag's rest, or writeWaitingTexts once it comes near.
 */
export const WAITS_OFF_SCREEN_ATTRIBUTE = "data-waits-off-screen";

/**
 * Marks a block whose figures are held at their height once a drag writes them (the headline
 * bar's): each figure's box then has a fixed size and size and layout containment, so Chromium
 * lays out that box alone when its text changes, not the page from its root. A figure that no
 * longer fits lets its block go (it takes its new height), to be held again at the next step.
 * At the rest, and whenever React commits figures, a box whose figure no longer takes the lines
 * it took when held is let go (checkHeldFigures); the others stay held for the next drag.
 */
export const HOLDS_HEIGHT_ATTRIBUTE = "data-holds-height";

/** Where an in-place write may leave figures for later. */
export interface InPlaceWrite {
  /** The blocks marked WAITS_OFF_SCREEN_ATTRIBUTE are far below the screen: their figures wait. */
  waitingBelow?: boolean;
}

/** How many in-place writes there have been: a render with none since the last needs no re-sync. */
let inPlaceWrites = 0;

/**
 * Writes each figure under `root` marked with RESULT_ID_ATTRIBUTE as React renders it
 * (resultText, in the page's locale's words) into its text node, the node React itself
 * updates, so React's next render of the element still lands. Returns false, having written
 * nothing, when a figure is not a single text node or names no result field.
 */
export function writeResultTexts<Result>(root: ParentNode, fields: readonly ResultField<Result>[], result: Result, units: UnitWords, write: InPlaceWrite = {}): boolean {
  inPlaceWrites++;
  // Held from a drag's second write on: at its first, the page may not yet be laid out (a key's
  // focus ring, the typed text), and reading the boxes' heights would lay it out inside the step.
  const holding = writesSinceRelease++ > 0;
  return rewriteTexts(root, fields, result, units, write.waitingBelow === true, holding);
}

/**
 * Writes the figures an in-place write left waiting under `root` (its blocks were below the
 * screen), from the newest answer written there; nothing when none waits or React has since
 * committed them.
 */
export function writeWaitingTexts(root: ParentNode): void {
  const plan = plans.get(root);
  const waiting = plan?.waiting;
  if (!plan || !waiting || plan.committed !== figuresCommitted) return;
  inPlaceWrites++;
  rewriteTexts(root, plan.fields, waiting.result, waiting.units, false, false);
}

/**
 * The figure boxes held at their height (HOLDS_HEIGHT_ATTRIBUTE): the inline style each had, the
 * lines its figure took, and the shapes of the texts seen to fit it (textShape).
 */
const held = new Map<HTMLElement, { height: string; contain: string; lines: number; fits: Set<string> }>();

/**
 * A figure's text with every digit as 0: '₹0,00,000.00'. The bar's figures set tabular digits
 * (calculator.css), every digit as wide as every other, so two texts of one shape are one width
 * and break into the same lines: a shape seen to fit a held box fits it again, and the step that
 * writes it needs no layout to know (the frame lays the text out, once).
 */
function textShape(text: string): string {
  return text.replace(/\p{Nd}/gu, "0");
}

/** How many lines a box's text takes: each of its line boxes is a rect of its own. */
function lineCount(box: HTMLElement): number {
  const range = box.ownerDocument.createRange();
  range.selectNodeContents(box);
  // A DOM without layout (the component tests) has no rects: no line is counted, ever.
  if (typeof range.getClientRects !== "function") return 0;
  const tops = new Set<number>();
  for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  return tops.size;
}

/** In-place writes since the held boxes were last let go: the first of a drag holds none. */
let writesSinceRelease = 0;

function hold(boxes: readonly HTMLElement[]): void {
  // Every height read before any is written. The page was laid out for the step before, and the
  // step's own writes so far (the typed field, the slider) are in layout roots of their own.
  const heights = boxes.map((box) => box.getBoundingClientRect().height);
  const lines = boxes.map(lineCount);
  boxes.forEach((box, i) => {
    held.set(box, { height: box.style.height, contain: box.style.contain, lines: lines[i], fits: new Set([textShape(box.textContent ?? "")]) });
    box.style.height = `${heights[i]}px`;
    box.style.contain = "size layout style";
  });
}

function release(box: HTMLElement): void {
  const before = held.get(box);
  if (!before) return;
  held.delete(box);
  box.style.height = before.height;
  box.style.contain = before.contain;
}

/** Lets every held figure box take its own height again (the bar's width changed). */
export function releaseHeldFigures(): void {
  writesSinceRelease = 0;
  for (const box of [...held.keys()]) release(box);
}

/**
 * Lets go each held box whose figure has outgrown it or no longer takes the lines it took when
 * held (a figure back to one line in a box held at two); the others stay held, their height
 * still their figure's own. Run at a drag's rest and after React commits figures.
 */
export function checkHeldFigures(): void {
  for (const [box, kept] of [...held]) {
    if (!box.isConnected || box.scrollHeight > box.clientHeight + 1 || lineCount(box) !== kept.lines) release(box);
    // The shapes seen to fit are forgotten: this check may follow a change of the text's size.
    else kept.fits = new Set([textShape(box.textContent ?? "")]);
  }
  if (held.size === 0) writesSinceRelease = 0;
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
  figures: { node: Text; field: ResultField<Result>; waits: boolean; holds: boolean }[];
  /** The figures' boxes a drag holds at their height (in a block marked HOLDS_HEIGHT_ATTRIBUTE). */
  heldBoxes: HTMLElement[];
  words: { element: Element; field: ResultField<Result>; waits: boolean }[];
  /** The newest answer written while the waiting blocks were left as they were. */
  waiting: { result: Result; units: UnitWords } | null;
}

/** How many commits of a component that renders figures (Results, the headline bar) there have been: a plan made before the last may name elements React has since replaced. */
let figuresCommitted = 0;

const plans = new WeakMap<ParentNode, TextPlan<unknown>>();

/** The root's figures and words lines, found anew after a commit; null when a figure is not a single text node or names no result field. */
function textPlan<Result>(root: ParentNode, fields: readonly ResultField<Result>[]): TextPlan<Result> | null {
  const kept = plans.get(root) as TextPlan<Result> | undefined;
  if (kept && kept.fields === fields && kept.committed === figuresCommitted) return kept;
  const plan: TextPlan<Result> = { fields, committed: figuresCommitted, figures: [], heldBoxes: [], words: [], waiting: null };
  const waits = (element: Element) => element.closest(`[${WAITS_OFF_SCREEN_ATTRIBUTE}]`) !== null;
  for (const element of root.querySelectorAll(`[${RESULT_ID_ATTRIBUTE}]`)) {
    const id = element.getAttribute(RESULT_ID_ATTRIBUTE);
    const field = fields.find((candidate) => candidate.id === id);
    const node = element.firstChild;
    if (!field || !(node instanceof Text) || node.nextSibling) return null;
    const holds = element instanceof HTMLElement && element.closest(`[${HOLDS_HEIGHT_ATTRIBUTE}]`) !== null;
    if (holds) plan.heldBoxes.push(element);
    plan.figures.push({ node, field, waits: waits(element), holds });
  }
  for (const element of root.querySelectorAll(`[${RESULT_WORDS_ATTRIBUTE}]`)) {
    const field = fields.find((candidate) => candidate.id === element.getAttribute(RESULT_WORDS_ATTRIBUTE));
    if (!field) return null;
    plan.words.push({ element, field, waits: waits(element) });
  }
  plans.set(root, plan as TextPlan<unknown>);
  return plan;
}

/**
 * Writes the root's figures and words lines. `leaveWaiting`: the blocks marked
 * WAITS_OFF_SCREEN_ATTRIBUTE are left as they are, and the answer kept for writeWaitingTexts.
 * `holding`: figures in a block marked HOLDS_HEIGHT_ATTRIBUTE are held at their height (a drag's
 * step); the re-sync to React's own text holds none.
 */
function rewriteTexts<Result>(root: ParentNode, fields: readonly ResultField<Result>[], result: Result, units: UnitWords, leaveWaiting: boolean, holding: boolean): boolean {
  const plan = textPlan(root, fields);
  // A figure's text node is React's and stays while React does not commit; checked all the same,
  // since a node no longer in its figure would take the text out of sight.
  if (!plan || plan.figures.some(({ node }) => !node.parentNode || node.nextSibling)) return false;
  plan.waiting = leaveWaiting ? { result, units } : null;
  // A headline result's figure is in its box and in the headline bar: formatted once.
  const texts = new Map<string, string>();
  if (holding) {
    const unheld = plan.heldBoxes.filter((box) => !held.has(box));
    if (unheld.length > 0) hold(unheld);
  }
  // Held boxes given a text of a shape not yet seen to fit them, with that shape.
  let unproven: [HTMLElement, string][] | null = null;
  for (const { node, field, waits, holds } of plan.figures) {
    if (leaveWaiting && waits) continue;
    let text = texts.get(field.id);
    if (text === undefined) texts.set(field.id, (text = resultText(field, result, units)));
    if (node.data === text) continue;
    node.data = text;
    const box = holds ? node.parentElement : null;
    const fits = box && held.get(box)?.fits;
    if (!fits) continue;
    const shape = textShape(text);
    if (!fits.has(shape)) (unproven ??= []).push([box, shape]);
  }
  // A held figure whose new text no longer fits its box (a figure wrapping to a second line) lets
  // its block go, in this step: the frame draws it at its new height. The read lays out the held
  // boxes alone, each a layout root, where nothing else under the root waits for a layout; a step
  // whose held texts all have shapes seen to fit (most steps of a drag) reads nothing, and the
  // frame's own layout is the step's only one.
  if (unproven) {
    if (plan.heldBoxes.some((box) => held.has(box) && box.scrollHeight > box.clientHeight + 1)) for (const box of plan.heldBoxes) release(box);
    else for (const [box, shape] of unproven) held.get(box)?.fits.add(shape);
  }
  // The words are the element's whole text (none below ₹1 lakh), so React's next text still lands.
  // Words that stay words are written into their text node: replacing the node (textContent)
  // inserts and removes a child at every step, which makes the browser re-check the :has()
  // rules of the element's ancestors (calculator.css) and lay the line out anew. The line is
  // hidden while it has no words, as React renders it (calculator-page.tsx, ResultWords).
  for (const { element, field, waits } of plan.words) {
    if (leaveWaiting && waits) continue;
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
  // React has drawn figures: a box a drag held whose figure no longer fits it lets go (a rest
  // whose figures React left as they were checks them in use-calculation.ts).
  useLayoutEffect(() => {
    figuresCommitted++;
    checkHeldFigures();
    return () => {
      figuresCommitted++;
    };
  });
  useLayoutEffect(() => {
    if (syncedAt.current === inPlaceWrites || !ref.current) return;
    rewriteTexts(ref.current, fields, result, units, false, false);
    syncedAt.current = inPlaceWrites;
  }, [ref, fields, result, units]);
}
