import { useLocation } from "react-router-dom";
import { Link } from "../i18n/link";
import { stripLocale } from "../i18n/locales";
import { useMessages } from "../i18n/use-locale";
import { breadcrumbTrail } from "./breadcrumb-labels";
import { shellMessages } from "./messages/shell";

/** The breadcrumb bar: every crumb links to its path except the last, which is plain text. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const m = useMessages(shellMessages).breadcrumbs;
  const trail = breadcrumbTrail(stripLocale(pathname), m);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={m.label} className="breadcrumbs container">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
