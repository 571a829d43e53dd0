// Breadcrumb labels (spec 1 §2): sip, rd, fd, emi and sip-need have fixed labels, matched
// case-insensitively; any other segment is shown with its hyphens replaced by spaces.
const FIXED_LABELS: Record<string, string> = {
  sip: "SIP",
  rd: "RD",
  fd: "FD",
  emi: "EMI",
  "sip-need": "SIP Need",
};

export function breadcrumbLabel(segment: string): string {
  const decoded = safeDecode(segment);
  return FIXED_LABELS[decoded.toLowerCase()] ?? decoded.replace(/-/g, " ");
}

export interface Crumb {
  label: string;
  /** The path accumulated up to and including this segment. */
  path: string;
}

/** 'Home' first, then one crumb per path segment. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  return [
    { label: "Home", path: "/" },
    ...segments.map((segment, index) => ({
      label: breadcrumbLabel(segment),
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
