// A long table's body renders the rows on and near the screen, not all of them: a 30-year
// monthly schedule is 360 rows of 8 cells, and at 4x CPU formatting and committing them all was
// a main-thread task of well over 50 ms (docs/slow-phone.md). Short tables (most year-by-year
// projections) render whole, as before.
//
// The table stays a table for assistive technology: the <table> carries aria-rowcount (every
// row, the header's included) and each rendered row its aria-rowindex, so a screen reader says
// 'row 141 of 361'; the rows left out are replaced by one spacer row above and one below, of
// their height, so the page's scroll length and the scroll bar are those of the whole table.
// Scrolling brings rows in a screen ahead of the view. For printing every row is rendered
// (beforeprint), and the CSV download is built from the whole result, never from the rows shown.
import { useCallback, useEffect, useState, type ReactNode, type RefCallback } from "react";
import { flushSync } from "react-dom";
import "./windowed-rows.css";

/** Tables up to this many rows render whole. */
export const WINDOW_MIN_ROWS = 60;
/** The window moves in steps of this many rows, so a scroll re-renders now and then, not on every pixel. */
export const WINDOW_STEP_ROWS = 20;
/** A row's height before one has been measured (px): a one-line row of the site's tables. */
const FALLBACK_ROW_PX = 37;

export interface RowWindow {
  /** Give to the <tbody>: its place on the page decides the window. */
  bodyRef: RefCallback<HTMLTableSectionElement>;
  /** The rows rendered: [first, end). */
  first: number;
  end: number;
  /** Whether rows are left out (a long table, not being printed). */
  windowed: boolean;
  /** Props for the <table>: aria-rowcount while windowed. */
  tableProps: { "aria-rowcount"?: number };
  /** Props for row `index`'s <tr>: its aria-rowindex while windowed. */
  rowProps(index: number): { "aria-rowindex"?: number };
  /** The spacer rows' heights (px). */
  above: number;
  below: number;
}

/** The rows [first, end) to render for a table body whose top is `bodyTop` px from the viewport's top. */
export function rowsInView(rowCount: number, bodyTop: number, viewHeight: number, rowPx: number): { first: number; end: number } {
  // One screen of margin above and below the view.
  const top = -bodyTop - viewHeight;
  const bottom = -bodyTop + 2 * viewHeight;
  let first = Math.max(0, Math.floor(top / rowPx / WINDOW_STEP_ROWS) * WINDOW_STEP_ROWS);
  let end = Math.min(rowCount, Math.ceil(bottom / rowPx / WINDOW_STEP_ROWS) * WINDOW_STEP_ROWS);
  // A table wholly below (or above) the view keeps its first (or last) rows, never none.
  first = Math.min(first, Math.max(0, rowCount - WINDOW_STEP_ROWS));
  end = Math.max(end, Math.min(rowCount, first + WINDOW_STEP_ROWS));
  return { first, end };
}

/** The window of a table of `rowCount` rows under `headerRows` header rows. */
export function useRowWindow(rowCount: number, headerRows = 1): RowWindow {
  const long = rowCount > WINDOW_MIN_ROWS;
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  const [range, setRange] = useState({ first: 0, end: 3 * WINDOW_STEP_ROWS, rowPx: FALLBACK_ROW_PX });
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!long || !body) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const measured = body.querySelector("tr:not(.row-spacer)")?.getBoundingClientRect().height ?? 0;
      setRange((current) => {
        const rowPx = measured > 0 ? measured : current.rowPx;
        const next = rowsInView(rowCount, body.getBoundingClientRect().top, window.innerHeight, rowPx);
        return current.first === next.first && current.end === next.end && current.rowPx === rowPx ? current : { ...next, rowPx };
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    // Every scroll, the page's or a scroll box's (scroll events do not bubble, but are captured).
    document.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
    };
  }, [long, body, rowCount]);

  useEffect(() => {
    if (!long) return;
    // Rendered at once, before the browser lays the page out for paper.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, [long]);

  const windowed = long && !printing;
  const first = windowed ? Math.min(range.first, rowCount) : 0;
  const end = windowed ? Math.min(Math.max(range.end, first), rowCount) : rowCount;
  const bodyRef = useCallback((element: HTMLTableSectionElement | null) => setBody(element), []);
  return {
    bodyRef,
    first,
    end,
    windowed,
    tableProps: windowed ? { "aria-rowcount": rowCount + headerRows } : {},
    rowProps: (index) => (windowed ? { "aria-rowindex": index + headerRows + 1 } : {}),
    above: first * range.rowPx,
    below: (rowCount - end) * range.rowPx,
  };
}

/** The rows of the window, between their spacers; `row(index)` renders row `index` (spread rowProps(index) on its <tr>). */
export function WindowedRows({ rows, columns, row }: { rows: RowWindow; columns: number; row(index: number): ReactNode }) {
  const shown: ReactNode[] = [];
  for (let index = rows.first; index < rows.end; index++) shown.push(row(index));
  return (
    <>
      {rows.above > 0 && <Spacer height={rows.above} columns={columns} />}
      {shown}
      {rows.below > 0 && <Spacer height={rows.below} columns={columns} />}
    </>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="row-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
