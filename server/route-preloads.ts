// What a page's first load will fetch after the entry script, named in its HTML so the
// browser fetches it at once. Without this, a calculator page waits for the entry script to
// run before it asks for the calculator chunk, and for that chunk to run before it asks for
// the definition (which holds the page's title and lead, its largest paint): three round
// trips in a row on a phone. The build's manifest (vite.config.ts `build.manifest`) names
// each source module's chunk, the chunks it imports and their CSS.

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The lazy modules a page path loads first, as manifest keys (source paths), or none. Only
 * English calculator pages and the home page: a page of another locale also loads that
 * locale's texts, which stay out of other pages (the languages rule), so it is left to load
 * as it does.
 */
export function routeModules(pathname: string): string[] {
  if (pathname === "/") return ["src/pages/home-page.tsx"];
  const tool = /^\/tools\/([a-z-]+)\/?$/i.exec(pathname);
  // A tool without a definition file (the debt tracker, XIRR, the budget planner) has a page
  // of its own: nothing is named for it, and it loads as before.
  if (tool) return ["src/calculators/calculator-route.tsx", `src/calculators/definitions/${tool[1].toLowerCase()}.ts`];
  return [];
}

/** An English message catalogue (`messages/<feature>.en.ts`), as a manifest key. */
const ENGLISH_CATALOGUE = /\.en\.tsx?$/;

/**
 * The files `key` needs (its chunk, the chunks it imports, their CSS), skipping `loaded`, and
 * the English catalogues those chunks import dynamically: a chunk asks for its words as soon
 * as it runs (i18n/catalogue.ts), and the page's title and lead wait for them, so named here
 * they arrive with the chunk instead of a round trip after it. Only English pages get tags.
 */
function closure(manifest: BuildManifest, key: string, loaded: ReadonlySet<string>, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || loaded.has(chunk.file) || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) if (!loaded.has(css)) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, loaded, scripts, styles);
  for (const imported of chunk.dynamicImports ?? []) if (ENGLISH_CATALOGUE.test(imported)) closure(manifest, imported, loaded, scripts, styles);
}

/** Everything the entry (index.html) loads already: its chunk, its imports, their CSS. */
function entryFiles(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * The `<link>` tags for a page path's lazy modules: `modulepreload` for scripts (the browser
 * fetches and compiles them; they run when the app imports them) and `preload` for their
 * stylesheets (fetched, not applied: the app's loader adds them as it does today, so nothing
 * blocks the first paint). The scripts are asked for at low priority: at the default (high) they
 * shared the phone's bandwidth with the entry script and put off the first paint by 0.5 s in
 * Lighthouse's mobile run (FCP 2.2 s against 1.7 s), for no gain in the lead's paint, which
 * needs the entry first anyway. `crossorigin` as the app's loader asks for them, so the preloaded
 * responses are the ones it uses. Empty for a path with none, or whose modules are not in the
 * build (an unknown tool). The tags of each path are worked out once.
 */
export function createPreloader(manifest: BuildManifest): (pathname: string) => string {
  const loaded = entryFiles(manifest);
  const known = new Map<string, string>();
  return (pathname) => {
    const modules = routeModules(pathname);
    if (modules.length === 0 || modules.some((key) => !manifest[key])) return "";
    const key = pathname.toLowerCase();
    let tags = known.get(key);
    if (tags === undefined) {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const module of modules) closure(manifest, module, loaded, scripts, styles);
      tags = [
        ...[...scripts].map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
        ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join("");
      // Only paths whose modules are in the build reach here: a few dozen at most.
      known.set(key, tags);
    }
    return tags;
  };
}

/** index.html with `tags` added at the end of its head. */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  const headEnd = html.indexOf("</head>");
  return headEnd < 0 ? html : `${html.slice(0, headEnd)}${tags}\n  ${html.slice(headEnd)}`;
}
