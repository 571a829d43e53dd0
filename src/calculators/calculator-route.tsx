// /tools/<id>: the calculator of that id, or, for a tool still being built, its title and
// what it will answer.
import { use, type ComponentType } from "react";
import { Link } from "react-router-dom";
import { ChunkLoadError } from "../app/lazy-page";
import type { Locale } from "../i18n/locales";
import { useLocale } from "../i18n/use-locale";
import { CalculatorPage, type CalculatorActionsProps } from "./calculator-page";
import type { AnyCalculatorDefinition } from "./definition";
import { loadDefinition } from "./registry";
import { toolInfo } from "./tool-catalog";

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
  const info = toolInfo(toolId);
  return (
    <div className="container page">
      <h1>{info?.title ?? "Calculator"}</h1>
      {info && <p className="lead">{info.summary}</p>}
      <p>
        This calculator is being built. Meanwhile, the <Link to="/tools/sip">SIP calculator</Link> and the rest of the{" "}
        <Link to="/tools">tools</Link> are ready to use.
      </p>
    </div>
  );
}
