// @vitest-environment jsdom
// A long table renders a window of its rows and stays a table that says how many rows it has;
// a short one renders whole; printing renders every row. jsdom has no layout: the table body's
// place on the page is given by stubbing getBoundingClientRect.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rowsInView, useRowWindow, WindowedRows, WINDOW_MIN_ROWS, WINDOW_STEP_ROWS } from "./windowed-rows";

const ROW_PX = 40;
let bodyTop = 0;

function Schedule({ rowCount }: { rowCount: number }) {
  const rows = useRowWindow(rowCount);
  return (
    <table {...rows.tableProps}>
      <caption>Schedule</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Balance</th>
        </tr>
      </thead>
      <tbody ref={rows.bodyRef}>
        <WindowedRows
          rows={rows}
          columns={2}
          row={(index) => (
            <tr key={index} {...rows.rowProps(index)}>
              <td>{index + 1}</td>
              <td>₹{(360 - index) * 1000}</td>
            </tr>
          )}
        />
      </tbody>
    </table>
  );
}

/** The month numbers of the rows rendered (spacers left out). */
const months = () => Array.from(document.querySelectorAll("tbody > tr:not(.row-spacer)"), (row) => Number(row.querySelector("td")?.textContent));

function layOut(): void {
  vi.spyOn(HTMLTableSectionElement.prototype, "getBoundingClientRect").mockImplementation(() => ({ top: bodyTop, height: 360 * ROW_PX }) as DOMRect);
  vi.spyOn(HTMLTableRowElement.prototype, "getBoundingClientRect").mockImplementation(() => ({ top: 0, height: ROW_PX }) as DOMRect);
}

async function scrollTo(top: number): Promise<void> {
  bodyTop = top;
  await act(async () => {
    document.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  bodyTop = 0;
});

describe("windowed table rows", () => {
  it("a long table renders only the rows near the screen, and says how many rows it has", async () => {
    layOut();
    render(<Schedule rowCount={360} />);
    await scrollTo(0);
    const table = screen.getByRole("table");
    expect(table.getAttribute("aria-rowcount")).toBe("361");
    const shown = months();
    expect(shown.length).toBeLessThan(360);
    expect(shown[0]).toBe(1);
    // The rows rendered carry their place in the whole table (the header is row 1).
    expect(document.querySelector("tbody > tr:not(.row-spacer)")?.getAttribute("aria-rowindex")).toBe("2");
    // The rows left out are one spacer of their height, hidden from assistive technology.
    const spacer = table.querySelector("tbody > tr.row-spacer:last-child") as HTMLElement;
    expect(spacer.getAttribute("aria-hidden")).toBe("true");
    expect(spacer.style.height).toBe(`${(360 - shown.length) * ROW_PX}px`);
  });

  it("scrolling brings the rows in view, with their row numbers", async () => {
    layOut();
    render(<Schedule rowCount={360} />);
    // The body's top 6,000 px above the view's: rows 150 on are in view.
    await scrollTo(-6_000);
    const shown = months();
    const inView = Math.floor(6_000 / ROW_PX) + 1;
    expect(shown[0]).toBeGreaterThan(1);
    expect(shown[0]).toBeLessThanOrEqual(inView);
    expect(shown.at(-1)).toBeGreaterThanOrEqual(inView + Math.ceil(window.innerHeight / ROW_PX));
    const first = document.querySelector("tbody > tr:not(.row-spacer)");
    expect(first?.getAttribute("aria-rowindex")).toBe(String(shown[0] + 1));
    expect(screen.getByRole("table").querySelector("tbody > tr.row-spacer:first-child")).not.toBeNull();
    // The last rows, at the end of the table.
    await scrollTo(-360 * ROW_PX + 100);
    expect(months().at(-1)).toBe(360);
  });

  it("printing renders every row, and the window comes back after", async () => {
    layOut();
    render(<Schedule rowCount={360} />);
    await scrollTo(0);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(months()).toHaveLength(360);
    expect(screen.getByRole("table").hasAttribute("aria-rowcount")).toBe(false);
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(months().length).toBeLessThan(360);
  });

  it(`a table of ${WINDOW_MIN_ROWS} rows or fewer renders whole, with no row counts`, () => {
    render(<Schedule rowCount={WINDOW_MIN_ROWS} />);
    expect(months()).toHaveLength(WINDOW_MIN_ROWS);
    expect(screen.getByRole("table").hasAttribute("aria-rowcount")).toBe(false);
    expect(document.querySelector("tbody > tr")?.hasAttribute("aria-rowindex")).toBe(false);
  });
});

describe("rowsInView", () => {
  it("keeps a screen of rows above and below the view, in whole steps", () => {
    const { first, end } = rowsInView(360, -4_000, 800, 40);
    // In view: rows 100 to 120; a screen (20 rows) either side, rounded out to steps.
    expect(first).toBe(80);
    expect(end).toBe(140);
    expect(first % WINDOW_STEP_ROWS).toBe(0);
  });

  it("a table below the view keeps its first rows, one above keeps its last", () => {
    expect(rowsInView(360, 10_000, 800, 40)).toEqual({ first: 0, end: WINDOW_STEP_ROWS });
    expect(rowsInView(360, -100_000, 800, 40)).toEqual({ first: 360 - WINDOW_STEP_ROWS, end: 360 });
  });
});
