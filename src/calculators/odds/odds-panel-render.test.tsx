// @vitest-environment jsdom
// The odds panel as rendered, in English and Hindi, for a goal's odds replayed over India's
// history: it leads with the sentence, says what reaches 90%, names the SIP it used, shows every
// start year in a table with a caption and headers, opens the worst start year year by year, and
// says nothing of seeds, threads or path counts.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { GoalPlanOdds, GoalResult } from "../../../workers/calc-contract";
import { ThemeProvider } from "../../app/theme";
import type { SectionProps } from "../definition";
import { computeInputs } from "../definitions/definition-test-kit";
import { loadDefinition } from "../registry";
import { oddsMessages } from "./messages/odds";
import type { WithOdds } from "./odds";

// uPlot needs a real browser (matchMedia, canvas): the chart's description stands in for it.
vi.mock("uplot", () => ({ default: { paths: {} } }));
vi.mock("../../components/charts/uplot-chart", () => ({ UplotChart: ({ label }: { label: string }) => <div data-testid="chart" aria-label={label} /> }));

beforeAll(() => oddsMessages.load("hi"));
afterEach(cleanup);

const two = () => Float64Array.of(100_000, 200_000);

function goalOdds(): GoalPlanOdds {
  return {
    planner: "goal",
    returnModel: "history",
    paths: 3,
    fan: { year: Float64Array.of(1, 2), p10: two(), p25: two(), p50: two(), p75: two(), p90: two(), realP10: two(), realP25: two(), realP50: two(), realP75: two(), realP90: two() },
    plan: { savingsNow: 50_000, sipNow: 12_345.6, sipStepUp: 0 },
    yourOdds: 2 / 3,
    oddsMargin: 0,
    history: {
      startYear: Float64Array.of(1981, 1982, 1983),
      worked: Float64Array.of(1, 0, 1),
      lowestBalanceReal: Float64Array.of(1_000, 900, 1_100),
      endBalanceReal: Float64Array.of(2_000_000, 1_500_000, 2_100_000),
      runOutYear: Float64Array.of(0, 0, 0),
      workedCount: 2,
      startYears: 3,
      worstStartYear: 1982,
      wrapped: false,
    },
    explained: {
      source: { kind: "history", startYear: 1982 },
      year: Float64Array.of(1, 2),
      dataYear: Float64Array.of(1982, 1983),
      returnPct: Float64Array.of(-12.34, 20.5),
      inflationPct: Float64Array.of(7.1, 8.9),
      contribution: Float64Array.of(148_147, 148_147),
      withdrawal: Float64Array.of(0, 0),
      balance: Float64Array.of(180_000, 1_500_000),
      balanceReal: Float64Array.of(170_000, 1_300_000),
    },
    suggestedSip: 12_345.6,
    goalMedian: 1_800_000,
    sipFor90: 16_789,
  };
}

async function renderPanel(locale: "en" | "hi"): Promise<HTMLElement> {
  const definition = (await loadDefinition("education", locale))!;
  const inputs = { ...computeInputs(definition), returnModel: 1 };
  const result = { futureCost: 1, projection: {}, odds: goalOdds() } as unknown as GoalResult & WithOdds;
  const Panel = definition.sections![1] as ComponentType<SectionProps<string, unknown>>;
  const { container } = render(
    <MemoryRouter initialEntries={[locale === "hi" ? "/hi/tools/education" : "/tools/education"]}>
      <ThemeProvider>
        <Panel result={result} inputs={inputs} calculateCount={1} />
      </ThemeProvider>
    </MemoryRouter>,
  );
  await screen.findByRole("figure");
  return container;
}

describe("the odds panel, for India's history", () => {
  it("in English: the lead, what to do, the plan, the figures, every start year and the worst one", async () => {
    const container = await renderPanel("en");
    expect(screen.getByTestId("odds-lead").textContent).toBe("In 2 of India's 3 start years since FY1981, this plan worked.");
    expect(screen.getByTestId("odds-todo").textContent).toBe("For a 90% chance: invest ₹16,800 a month.");
    expect(screen.getByText(/^Your plan: /).textContent).toBe(
      "Your plan: ₹12,346 (the plan's own SIP; set yours under ‘Your plan’) a month, with ₹50,000 already saved.",
    );
    expect(screen.getByTestId("result-yourOdds").textContent).toBe("67%");
    expect(screen.getByTestId("result-historySuccess").textContent).toBe("2 of 3 start years since FY1981, 67%");
    expect(screen.getByTestId("result-worstStartYear").textContent).toBe("FY1982");
    expect(screen.getByTestId("odds-explanation").textContent).toContain("a count of India's actual start years");
    expect(screen.getByTestId("odds-convention").textContent).toContain("Data: Sensex, BSE; CPI inflation, World Bank (CC BY 4.0); PPF rates, Government of India notifications.");

    const table = screen.getByTestId("odds-history-table");
    expect(within(table).getByText(/^Your plan started in each year from FY1981 to FY1983/).tagName).toBe("CAPTION");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Start year", "Worked?", "Lowest point", "Left at the end"]);
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["FY1981", "FY1982", "FY1983"]);

    const path = screen.getByTestId("odds-path") as HTMLDetailsElement;
    expect(path.open).toBe(false);
    fireEvent.click(within(path).getByText("Why it fell short: starting in FY1982, year by year"));
    expect(within(path).getByText("It ended at ₹15,00,000, ₹13,00,000 in today's rupees. Its returns ranged from -12.3% to 20.5% a year.")).toBeTruthy();
    expect(within(path).getAllByRole("row")).toHaveLength(3);

    expect(container.textContent).not.toMatch(/seed|thread|paths/i);
    // The fan's legend names its bands by place, true in either theme.
    expect(screen.getByText("Half of the futures end up in the inner, stronger band")).toBeTruthy();
  }, 30_000);

  it("in Hindi: the same, with no English left", async () => {
    const container = await renderPanel("hi");
    expect(screen.getByTestId("odds-lead").textContent).toBe("वित्त वर्ष 1981 से भारत के 3 शुरुआती वर्षों में से 2 में यह प्लान कामयाब रहा।");
    expect(screen.getByTestId("odds-todo").textContent).toBe("90% संभावना के लिए: हर महीने ₹16,800 निवेश करें।");
    expect(screen.getByTestId("result-historySuccess").textContent).toBe("वित्त वर्ष 1981 से 3 में से 2 शुरुआती वर्ष, 67%");
    // Latin letters only where Hindi business papers keep them: SIP, FY, BSE, PPF, CPI, CC BY.
    const latin = (container.textContent ?? "").match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((word) => !["SIP", "FY", "BSE", "PPF", "CPI", "CC", "BY", "t"].includes(word))).toEqual([]);
  }, 30_000);
});
