import { useLocation } from "react-router-dom";
import { PAGE_CATALOG } from "./page-catalog";

/** An explainer page's title and summary (spec 1 §2), until its full content is written. */
export function InfoPage() {
  const { pathname } = useLocation();
  const info = PAGE_CATALOG[pathname.replace(/\/+$/, "").toLowerCase() || "/"];
  return (
    <div className="container page">
      <h1>{info?.title ?? "Sense & Life"}</h1>
      {info && <p className="lead">{info.description}</p>}
    </div>
  );
}
