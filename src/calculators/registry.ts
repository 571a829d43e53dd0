// Calculator definitions by tool id (lower case). Each loads in its own small chunk; adding a
// calculator is a definition file and one line here.
import type { Locale } from "../i18n/locales";
import type { AnyCalculatorDefinition } from "./definition";
import { localiseDefinition, type CalculatorLocale, type DefinitionText } from "./i18n/definition-text";

export const DEFINITIONS: Record<string, () => Promise<AnyCalculatorDefinition>> = {
  sip: () => import("./definitions/sip").then((m) => m.sipDefinition),
  lumpsum: () => import("./definitions/lumpsum").then((m) => m.lumpsumDefinition),
  fd: () => import("./definitions/fd").then((m) => m.fdDefinition),
  rd: () => import("./definitions/rd").then((m) => m.rdDefinition),
  "sip-need": () => import("./definitions/sip-need").then((m) => m.sipNeedDefinition),
  compounding: () => import("./definitions/compounding").then((m) => m.compoundingDefinition),
  "difference-in-returns": () => import("./definitions/difference-in-returns").then((m) => m.differenceInReturnsDefinition),
  inflation: () => import("./definitions/inflation").then((m) => m.inflationDefinition),
  "delay-cost": () => import("./definitions/delay-cost").then((m) => m.delayCostDefinition),
  retirement: () => import("./definitions/retirement").then((m) => m.retirementDefinition),
  parents: () => import("./definitions/parents").then((m) => m.parentsDefinition),
  education: () => import("./definitions/education").then((m) => m.educationDefinition),
  marriage: () => import("./definitions/marriage").then((m) => m.marriageDefinition),
  wedding: () => import("./definitions/wedding").then((m) => m.weddingDefinition),
  car: () => import("./definitions/car").then((m) => m.carDefinition),
  home: () => import("./definitions/home").then((m) => m.homeDefinition),
  vacation: () => import("./definitions/vacation").then((m) => m.vacationDefinition),
  custom: () => import("./definitions/custom").then((m) => m.customDefinition),
  emi: () => import("./definitions/emi").then((m) => m.emiDefinition),
  crore: () => import("./definitions/crore").then((m) => m.croreDefinition),
  emergency: () => import("./definitions/emergency").then((m) => m.emergencyDefinition),
  ppf: () => import("./definitions/ppf").then((m) => m.ppfDefinition),
  ssy: () => import("./definitions/ssy").then((m) => m.ssyDefinition),
  scss: () => import("./definitions/scss").then((m) => m.scssDefinition),
  nsc: () => import("./definitions/nsc").then((m) => m.nscDefinition),
  "post-office-mis": () => import("./definitions/post-office-mis").then((m) => m.postOfficeMisDefinition),
  nps: () => import("./definitions/nps").then((m) => m.npsDefinition),
  "income-tax": () => import("./definitions/income-tax").then((m) => m.incomeTaxDefinition),
  hra: () => import("./definitions/hra").then((m) => m.hraDefinition),
  epf: () => import("./definitions/epf").then((m) => m.epfDefinition),
  gratuity: () => import("./definitions/gratuity").then((m) => m.gratuityDefinition),
  swp: () => import("./definitions/swp").then((m) => m.swpDefinition),
  cagr: () => import("./definitions/cagr").then((m) => m.cagrDefinition),
  "simple-interest": () => import("./definitions/simple-interest").then((m) => m.simpleInterestDefinition),
};

type OtherLocale = Exclude<Locale, "en">;

/**
 * Each calculator's text in the other locales (`definitions/<locale>/<id>.<locale>.ts`), loaded
 * with the English definition on that locale's page. A calculator without one here opens in
 * English (`src/i18n/translated-routes.ts` lists the same ids).
 */
export const DEFINITION_TEXTS: Record<OtherLocale, Record<string, () => Promise<DefinitionText>>> = {
  hi: {
    sip: () => import("./definitions/hi/sip.hi").then((m) => m.text),
    lumpsum: () => import("./definitions/hi/lumpsum.hi").then((m) => m.text),
    fd: () => import("./definitions/hi/fd.hi").then((m) => m.text),
    rd: () => import("./definitions/hi/rd.hi").then((m) => m.text),
    compounding: () => import("./definitions/hi/compounding.hi").then((m) => m.text),
    "sip-need": () => import("./definitions/hi/sip-need.hi").then((m) => m.text),
    inflation: () => import("./definitions/hi/inflation.hi").then((m) => m.text),
    "delay-cost": () => import("./definitions/hi/delay-cost.hi").then((m) => m.text),
    "difference-in-returns": () => import("./definitions/hi/difference-in-returns.hi").then((m) => m.text),
    crore: () => import("./definitions/hi/crore.hi").then((m) => m.text),
    emergency: () => import("./definitions/hi/emergency.hi").then((m) => m.text),
    ppf: () => import("./definitions/hi/ppf.hi").then((m) => m.text),
    ssy: () => import("./definitions/hi/ssy.hi").then((m) => m.text),
    scss: () => import("./definitions/hi/scss.hi").then((m) => m.text),
    nsc: () => import("./definitions/hi/nsc.hi").then((m) => m.text),
    "post-office-mis": () => import("./definitions/hi/post-office-mis.hi").then((m) => m.text),
    nps: () => import("./definitions/hi/nps.hi").then((m) => m.text),
    retirement: () => import("./definitions/hi/retirement.hi").then((m) => m.text),
    parents: () => import("./definitions/hi/parents.hi").then((m) => m.text),
    education: () => import("./definitions/hi/education.hi").then((m) => m.text),
    marriage: () => import("./definitions/hi/marriage.hi").then((m) => m.text),
    wedding: () => import("./definitions/hi/wedding.hi").then((m) => m.text),
    car: () => import("./definitions/hi/car.hi").then((m) => m.text),
    home: () => import("./definitions/hi/home.hi").then((m) => m.text),
    vacation: () => import("./definitions/hi/vacation.hi").then((m) => m.text),
    custom: () => import("./definitions/hi/custom.hi").then((m) => m.text),
    emi: () => import("./definitions/hi/emi.hi").then((m) => m.text),
    "income-tax": () => import("./definitions/hi/income-tax.hi").then((m) => m.text),
    hra: () => import("./definitions/hi/hra.hi").then((m) => m.text),
    epf: () => import("./definitions/hi/epf.hi").then((m) => m.text),
    gratuity: () => import("./definitions/hi/gratuity.hi").then((m) => m.text),
    swp: () => import("./definitions/hi/swp.hi").then((m) => m.text),
    cagr: () => import("./definitions/hi/cagr.hi").then((m) => m.text),
    "simple-interest": () => import("./definitions/hi/simple-interest.hi").then((m) => m.text),
  },
  mr: {
    sip: () => import("./definitions/mr/sip.mr").then((m) => m.text),
    lumpsum: () => import("./definitions/mr/lumpsum.mr").then((m) => m.text),
    fd: () => import("./definitions/mr/fd.mr").then((m) => m.text),
    rd: () => import("./definitions/mr/rd.mr").then((m) => m.text),
    compounding: () => import("./definitions/mr/compounding.mr").then((m) => m.text),
    "sip-need": () => import("./definitions/mr/sip-need.mr").then((m) => m.text),
    inflation: () => import("./definitions/mr/inflation.mr").then((m) => m.text),
    "delay-cost": () => import("./definitions/mr/delay-cost.mr").then((m) => m.text),
    "difference-in-returns": () => import("./definitions/mr/difference-in-returns.mr").then((m) => m.text),
    crore: () => import("./definitions/mr/crore.mr").then((m) => m.text),
    emergency: () => import("./definitions/mr/emergency.mr").then((m) => m.text),
    retirement: () => import("./definitions/mr/retirement.mr").then((m) => m.text),
    parents: () => import("./definitions/mr/parents.mr").then((m) => m.text),
    education: () => import("./definitions/mr/education.mr").then((m) => m.text),
    marriage: () => import("./definitions/mr/marriage.mr").then((m) => m.text),
    wedding: () => import("./definitions/mr/wedding.mr").then((m) => m.text),
    car: () => import("./definitions/mr/car.mr").then((m) => m.text),
    home: () => import("./definitions/mr/home.mr").then((m) => m.text),
    vacation: () => import("./definitions/mr/vacation.mr").then((m) => m.text),
    custom: () => import("./definitions/mr/custom.mr").then((m) => m.text),
    ppf: () => import("./definitions/mr/ppf.mr").then((m) => m.text),
    ssy: () => import("./definitions/mr/ssy.mr").then((m) => m.text),
    scss: () => import("./definitions/mr/scss.mr").then((m) => m.text),
    nsc: () => import("./definitions/mr/nsc.mr").then((m) => m.text),
    "post-office-mis": () => import("./definitions/mr/post-office-mis.mr").then((m) => m.text),
    nps: () => import("./definitions/mr/nps.mr").then((m) => m.text),
    emi: () => import("./definitions/mr/emi.mr").then((m) => m.text),
    "income-tax": () => import("./definitions/mr/income-tax.mr").then((m) => m.text),
    hra: () => import("./definitions/mr/hra.mr").then((m) => m.text),
    epf: () => import("./definitions/mr/epf.mr").then((m) => m.text),
    gratuity: () => import("./definitions/mr/gratuity.mr").then((m) => m.text),
    swp: () => import("./definitions/mr/swp.mr").then((m) => m.text),
    cagr: () => import("./definitions/mr/cagr.mr").then((m) => m.text),
    "simple-interest": () => import("./definitions/mr/simple-interest.mr").then((m) => m.text),
  },
  bn: {
    sip: () => import("./definitions/bn/sip.bn").then((m) => m.text),
    lumpsum: () => import("./definitions/bn/lumpsum.bn").then((m) => m.text),
    fd: () => import("./definitions/bn/fd.bn").then((m) => m.text),
    rd: () => import("./definitions/bn/rd.bn").then((m) => m.text),
    compounding: () => import("./definitions/bn/compounding.bn").then((m) => m.text),
    "sip-need": () => import("./definitions/bn/sip-need.bn").then((m) => m.text),
    inflation: () => import("./definitions/bn/inflation.bn").then((m) => m.text),
    "delay-cost": () => import("./definitions/bn/delay-cost.bn").then((m) => m.text),
    "difference-in-returns": () => import("./definitions/bn/difference-in-returns.bn").then((m) => m.text),
    crore: () => import("./definitions/bn/crore.bn").then((m) => m.text),
    emergency: () => import("./definitions/bn/emergency.bn").then((m) => m.text),
    retirement: () => import("./definitions/bn/retirement.bn").then((m) => m.text),
    parents: () => import("./definitions/bn/parents.bn").then((m) => m.text),
    education: () => import("./definitions/bn/education.bn").then((m) => m.text),
    marriage: () => import("./definitions/bn/marriage.bn").then((m) => m.text),
    wedding: () => import("./definitions/bn/wedding.bn").then((m) => m.text),
    car: () => import("./definitions/bn/car.bn").then((m) => m.text),
    home: () => import("./definitions/bn/home.bn").then((m) => m.text),
    vacation: () => import("./definitions/bn/vacation.bn").then((m) => m.text),
    custom: () => import("./definitions/bn/custom.bn").then((m) => m.text),
    cagr: () => import("./definitions/bn/cagr.bn").then((m) => m.text),
    "simple-interest": () => import("./definitions/bn/simple-interest.bn").then((m) => m.text),
    swp: () => import("./definitions/bn/swp.bn").then((m) => m.text),
    "income-tax": () => import("./definitions/bn/income-tax.bn").then((m) => m.text),
    hra: () => import("./definitions/bn/hra.bn").then((m) => m.text),
    epf: () => import("./definitions/bn/epf.bn").then((m) => m.text),
    gratuity: () => import("./definitions/bn/gratuity.bn").then((m) => m.text),
    emi: () => import("./definitions/bn/emi.bn").then((m) => m.text),
    ppf: () => import("./definitions/bn/ppf.bn").then((m) => m.text),
    ssy: () => import("./definitions/bn/ssy.bn").then((m) => m.text),
    scss: () => import("./definitions/bn/scss.bn").then((m) => m.text),
    nsc: () => import("./definitions/bn/nsc.bn").then((m) => m.text),
    "post-office-mis": () => import("./definitions/bn/post-office-mis.bn").then((m) => m.text),
    nps: () => import("./definitions/bn/nps.bn").then((m) => m.text),
  },
};

const CALCULATOR_LOCALES: Record<OtherLocale, () => Promise<CalculatorLocale>> = {
  hi: () => import("./i18n/calculators.hi").then((m) => m.calculatorsHi),
  mr: () => import("./i18n/calculators.mr").then((m) => m.calculatorsMr),
  bn: () => import("./i18n/calculators.bn").then((m) => m.calculatorsBn),
};

export function loadDefinition(toolId: string, locale: Locale = "en"): Promise<AnyCalculatorDefinition> | undefined {
  const id = toolId.toLowerCase();
  const english = DEFINITIONS[id];
  if (!english) return undefined;
  if (locale === "en") return english();
  const text = DEFINITION_TEXTS[locale][id];
  if (!text) return english();
  return Promise.all([english(), text(), CALCULATOR_LOCALES[locale]()]).then(([definition, own, shared]) => localiseDefinition(definition, own, shared));
}

/** The shared wording of `locale`'s calculators (for the catalogue check). */
export function loadCalculatorLocale(locale: OtherLocale): Promise<CalculatorLocale> {
  return CALCULATOR_LOCALES[locale]();
}
