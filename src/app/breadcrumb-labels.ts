// Breadcrumb labels (spec 1 §2): sip, rd, fd, emi and sip-need have fixed labels, matched
// case-insensitively; any other segment is shown with its hyphens replaced by spaces. The
// labels come from the shell catalogue: Hindi names every segment of its pages.

interface CrumbLabels {
  home: string;
  segments: Readonly<Record<string, string>>;
}

export function breadcrumbLabel(segment: string, labels: CrumbLabels): string {
  const decoded = safeDecode(segment);
  return labels.segments[decoded.toLowerCase()] ?? decoded.replace(/-/g, " ");
}

export interface Crumb {
  label: string;
  /** The path accumulated up to and including this segment. */
  path: string;
}

/** 'Home' first, then one crumb per path segment. */
export function breadcrumbTrail(pathname: string, labels: CrumbLabels): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  return [
    { label: labels.home, path: "/" },
    ...segments.map((segment, index) => ({
      label: breadcrumbLabel(segment, labels),
      path: `/${segments.slice(0, index + 1).join("/")}`,
    })),
  ];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
