import { Link, useLocation } from "react-router-dom";
import { breadcrumbTrail } from "./breadcrumb-labels";

/** The breadcrumb bar: every crumb links to its path except the last, which is plain text. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
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
