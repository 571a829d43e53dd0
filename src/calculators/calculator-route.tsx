// /tools/<id>: the calculator of that id, or, for a tool still being built, its title and
// what it will answer.
import { use, type ComponentType } from "react";
import { ChunkLoadError } from "../app/lazy-page";
import { Link } from "../i18n/link";
import type { Locale } from "../i18n/locales";
import { Rich } from "../i18n/rich";
import { useLocale, useMessages } from "../i18n/use-locale";
import { toolsMessages } from "../pages/messages/tools";
import { CalculatorPage, type CalculatorActionsProps } from "./calculator-page";
import type { AnyCalculatorDefinition } from "./definition";
import { calculatorMessages } from "./messages/calculator";
import { loadDefinition } from "./registry";
import { toolEntry } from "./tool-list";

const loaded = new Map<string, Promise<AnyCalculatorDefinition>>();

/** One promise per tool and locale, so `use()` sees the same promise on every render. */
function definitionFor(toolId: string, locale: Locale): Promise<AnyCalculatorDefinition> | undefined {
  const key = `${locale}:${toolId.toLowerCase()}`;
  if (!loaded.has(key)) {
    const load = loadDefinition(toolId, locale);
    if (!load) return undefined;
    loaded.set(
      key,
      load.catch(() => {
        loaded.delete(key);
        throw new ChunkLoadError(toolId.toLowerCase(), "script");
      }),
    );
  }
  return loaded.get(key);
}

type Actions = ComponentType<CalculatorActionsProps>;

/** `Actions`: what the app adds to every calculator (the account's 'Save plan'). */
export function CalculatorRoute({ toolId, Actions }: { toolId: string; Actions?: Actions }) {
  const promise = definitionFor(toolId, useLocale());
  return promise ? <LoadedCalculator promise={promise} Actions={Actions} /> : <ToolPreview toolId={toolId} />;
}

function LoadedCalculator({ promise, Actions }: { promise: Promise<AnyCalculatorDefinition>; Actions?: Actions }) {
  const definition = use(promise);
  return <CalculatorPage key={definition.id} definition={definition} Actions={Actions} />;
}

function ToolPreview({ toolId }: { toolId: string }) {
  const entry = toolEntry(toolId);
  const tools = useMessages(toolsMessages).tools;
  const info = entry && tools[entry.id];
  const m = useMessages(calculatorMessages).preview;
  return (
    <div className="container page">
      <h1>{info?.title ?? m.fallbackTitle}</h1>
      {info && <p className="lead">{info.summary}</p>}
      <p>
        <Rich text={m.building} slots={{ sip: <Link to="/tools/sip">{m.sip}</Link>, tools: <Link to="/tools">{m.tools}</Link> }} />
      </p>
    </div>
  );
}
