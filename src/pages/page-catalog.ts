// Titles and one-line descriptions of the routes whose pages are not built yet, shown by
// info-page.tsx until each page's full content is written (spec 1 §2 route table; spec 2 §2).
export interface PageInfo {
  title: string;
  description: string;
}

export const PAGE_CATALOG: Record<string, PageInfo> = {};
