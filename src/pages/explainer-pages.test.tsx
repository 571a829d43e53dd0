// @vitest-environment jsdom
// What each explainer page must show (spec 1 §2, spec 2 §2, §9): titles, cards, advice and
// links, word for word where the spec gives the words.
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { BlogPage } from "./blog-page";
import { GoalsPage } from "./goals-page";
import { FinancialWellnessPage } from "./health/financial-wellness-page";
import { HealthPage } from "./health/health-page";
import { MentalWellnessPage } from "./health/mental-wellness-page";
import { PhysicalWellnessPage } from "./health/physical-wellness-page";
import { BorrowingPage } from "./money/borrowing-page";
import { BudgetingPage } from "./money/budgeting-page";
import { InvestingPage } from "./money/investing-page";
import { JargonBusterPage } from "./money/jargon-buster-page";
import { MoneyPage } from "./money/money-page";
import { ProtectionPage } from "./money/protection-page";
import { SavingPage } from "./money/saving-page";
import { PurposePage } from "./purpose/purpose-page";

afterEach(cleanup);

function show(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return {
    h1: screen.getByRole("heading", { level: 1 }).textContent,
    hrefs: screen.queryAllByRole("link").map((link) => link.getAttribute("href")),
    text: document.body.textContent ?? "",
  };
}

describe("the Money pages", () => {
  it("/money shows the hero with the six module cards", () => {
    const page = show(MoneyPage);
    expect(page.h1).toBe("Money");
    const modules = screen.getByRole("list", { name: "Money modules" });
    expect([...modules.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/money/budgeting",
      "/money/saving",
      "/money/investing",
      "/money/borrowing",
      "/money/protection",
      "/money/financial",
    ]);
  });

  it.each([
    ["Budgeting", BudgetingPage, "/tools/budget"],
    ["Saving", SavingPage, "/tools/emergency"],
    ["Investing", InvestingPage, "/tools/sip"],
  ] as const)("the %s module page has its title and links to its tools", (title, Page, tool) => {
    const page = show(Page);
    expect(page.h1).toBe(title);
    expect(page.hrefs).toContain(tool);
  });

  it("/money/borrowing covers good and harmful borrowing, the score check, three rules, under 30%, and its links", () => {
    const page = show(BorrowingPage);
    expect(page.h1).toBe("Borrowing");
    screen.getByRole("heading", { name: "Good borrowing" });
    screen.getByRole("heading", { name: "Harmful borrowing" });
    screen.getByRole("heading", { name: "Three rules of smart borrowing" });
    expect(screen.getAllByRole("listitem").filter((item) => item.closest("ol.rules"))).toHaveLength(3);
    expect(page.text).toContain("use under 30% of your credit limit");
    screen.getByLabelText("PAN (Permanent Account Number)");
    expect(page.hrefs).toContain("/tools/emi");
    expect(page.hrefs).toContain("/money/borrowing/debt-strategies");
  });

  it("/money/protection has the umbrella intro, health and term cards, 5-10 lakh and 3-6 months, the quiz and its links", () => {
    const page = show(ProtectionPage);
    expect(page.h1).toBe("Protection");
    expect(page.text).toContain("umbrella");
    screen.getByRole("heading", { name: "Health insurance" });
    screen.getByRole("heading", { name: "Term life insurance" });
    screen.getByRole("heading", { name: "Base health cover: ₹5-10 lakh" });
    screen.getByRole("heading", { name: "Emergency fund: 3-6 months of expenses" });
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(page.hrefs).toContain("/money/saving");
    expect(page.hrefs).toContain("/money/protection/jargon-buster");
  });

  it("the jargon buster defines and translates six terms", () => {
    const page = show(JargonBusterPage);
    expect(page.h1).toMatch(/jargon/i);
    const terms = [...document.querySelectorAll(".glossary-term")];
    expect(terms.map((term) => term.querySelector("dt")?.textContent)).toEqual([
      "Premium",
      "Deductible/Co-payment",
      "Sum Insured",
      "Claim",
      "No-Claim Bonus",
      "Policy Term",
    ]);
    for (const term of terms) {
      const [definition, plain] = [...term.querySelectorAll("dd")].map((dd) => dd.textContent ?? "");
      expect(definition.startsWith("Definition")).toBe(true);
      expect(plain.startsWith("In plain words")).toBe(true);
      expect(plain.length).toBeGreaterThan(40);
    }
  });
});

describe("the Health pages", () => {
  it("/health shows three pillar cards", () => {
    const page = show(HealthPage);
    expect(page.h1).toBe("Health");
    expect(page.hrefs).toEqual(["/health/physical-wellness", "/health/mental-wellness", "/health/financial-wellness"]);
  });

  it("physical wellness has tip cards with 7-8 hours of sleep, and the assistant box", () => {
    const page = show(PhysicalWellnessPage);
    expect(page.h1).toBe("Physical Wellness");
    screen.getByRole("heading", { name: "Sleep 7-8 hours" });
    expect(document.querySelectorAll(".info-card").length).toBeGreaterThanOrEqual(4);
    screen.getByLabelText("How are you feeling today?");
    screen.getByRole("button", { name: "Get a suggestion" });
  });

  it("mental wellness has tip cards, the assistant box and the thought reframer", () => {
    const page = show(MentalWellnessPage);
    expect(page.h1).toBe("Mental Wellness");
    expect(document.querySelectorAll(".info-card").length).toBeGreaterThanOrEqual(4);
    screen.getByRole("button", { name: "Get a suggestion" });
    screen.getByRole("button", { name: "Reframe My Thought" });
    screen.getByText("Your reframe will appear here.");
  });

  it("financial wellness has the three info cards and the medical fund planner", () => {
    const page = show(FinancialWellnessPage);
    expect(page.h1).toBe("Financial Wellness");
    for (const title of ["Health Insurance Clarity", "Medical Emergency Fund", "Smart Healthcare Spending"]) screen.getByRole("heading", { name: title });
    screen.getByRole("heading", { name: "AI Medical Fund Planner" });
    screen.getByRole("button", { name: "Calculate My Safety Net" });
    screen.getByText("Your plan will appear here.");
  });
});

describe("Purpose, Goals and Blog", () => {
  it("/purpose shows three pillar cards", () => {
    const page = show(PurposePage);
    expect(page.h1).toBe("Purpose");
    expect(page.hrefs).toEqual(["/purpose/inner", "/purpose/shared", "/purpose/exploratory"]);
  });

  it("/goals links every goal planner with what it answers", () => {
    const page = show(GoalsPage);
    expect(page.h1).toBe("Goals");
    const planners = screen.getByRole("list", { name: "Goal planners" });
    expect([...planners.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
      ["retirement", "crore", "parents", "education", "marriage", "wedding", "car", "home", "vacation", "custom"].map((id) => `/tools/${id}`),
    );
    for (const card of planners.querySelectorAll("a")) expect(card.querySelector("p")?.textContent?.length).toBeGreaterThan(20);
  });

  it("/blog is titled 'Content & Community' and says content is coming soon", () => {
    const page = show(BlogPage);
    expect(page.h1).toBe("Content & Community");
    expect(page.text).toMatch(/coming soon/);
  });
});
