// The tools hub (spec 1 §2; /money/financial and /tools): core calculators, goal planners
// and the other tools, as cards linking to every tool.
import { TOOL_LIST as TOOLS, type ToolEntry } from "../calculators/tool-list";
import { Link } from "../i18n/link";
import { isTranslated } from "../i18n/translated-routes";
import { useLocale, useMessages } from "../i18n/use-locale";
import { toolsMessages } from "./messages/tools";
import "./pages.css";

const GROUPS: readonly ToolEntry["group"][] = ["core", "tax", "schemes", "goal", "other"];

export function ToolsHubPage() {
  const m = useMessages(toolsMessages);
  const locale = useLocale();
  return (
    <div className="container page">
      <h1>{m.hub.title}</h1>
      <p className="lead">{m.hub.lead}</p>
      {GROUPS.filter((group) => TOOLS.some((tool) => tool.group === group)).map((group) => (
        <section key={group} className="tool-group" aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{m.hub.groups[group].title}</h2>
          <p className="muted">{m.hub.groups[group].intro}</p>
          <div className="card-grid">
            {TOOLS.filter((tool) => tool.group === group).map((tool) => (
              <Link key={tool.id} to={tool.path} className="card tool-card">
                <h3>{m.tools[tool.id].title}</h3>
                <p>{m.tools[tool.id].summary}</p>
                {m.hub.opensInEnglish && !isTranslated(tool.path, locale) && <p className="muted tool-card-language">{m.hub.opensInEnglish}</p>}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
