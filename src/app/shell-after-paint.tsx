// The parts of the shell that nothing on a page's first paint needs, in one chunk of their own
// (the layout loads it lazily, the prerender preloads it at low priority): the footer, below
// the fold on every page, and LocaleHead, which rewrites the head only after a navigation inside
// the app (a prerendered page's head is already its own). Keeping them out of the entry keeps
// the English entry script within its budget (bench/budgets.ts, maxEntryGzipBytes).
export { Footer } from "./footer";
export { LocaleHead } from "./locale-head";
