// What a prerendered page names in its head: the stylesheets of the chunks it draws (applied, so
// the page is laid out as it will stay: nothing moves when the script arrives), the entry, and
// those chunks' scripts, which public/page-start.js asks for beside the entry once the page has
// painted (so hydration does not wait for a chain of round trips). The build's manifest
// (vite.config.ts `build.manifest`) names each source module's chunk, the chunks it imports and
// their CSS.

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: the file name of its first module ('sip-need'). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** A message catalogue of `locale` (`messages/<feature>.<locale>.ts(x)`), as a manifest key. */
function isCatalogueOf(key: string, locale: string): boolean {
  return key.includes("/messages/") && (key.endsWith(`.${locale}.ts`) || key.endsWith(`.${locale}.tsx`));
}

/**
 * The files `key` needs (its chunk, the chunks it imports, their CSS), skipping `loaded`, and
 * the catalogues of `locale` those chunks import dynamically: a chunk asks for its words as
 * soon as it runs (i18n/catalogue.ts), and the page waits for them.
 */
function closure(manifest: BuildManifest, key: string, locale: string, loaded: ReadonlySet<string>, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || loaded.has(chunk.file) || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) if (!loaded.has(css)) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, locale, loaded, scripts, styles);
  for (const imported of chunk.dynamicImports ?? []) if (isCatalogueOf(imported, locale)) closure(manifest, imported, locale, loaded, scripts, styles);
}

/**
 * The manifest key of a source module's chunk: the source path itself, or, for a module the
 * bundler put in a shared chunk (a definition another one imports), that chunk's key ('_sip-need-<hash>.js'),
 * found by the chunk's name, which is the module's file name.
 */
function keyOf(manifest: BuildManifest, source: string): string {
  if (manifest[source]) return source;
  const name = source.slice(source.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
  const shared = Object.keys(manifest).filter((key) => key.startsWith("_") && manifest[key].name === name);
  if (shared.length !== 1) throw new Error(`the build manifest has no chunk for ${source}`);
  return shared[0];
}

/** The entry's key, and everything index.html loads already: its chunk, its imports, their CSS. */
function entryOf(manifest: BuildManifest): { key: string; files: Set<string> } {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("the build manifest has no entry");
  visit(entry[0]);
  return { key: entry[0], files };
}

/** What one page loads: the files are paths from the site's root ('/assets/x-1a.js'). */
export interface PageAssets {
  /** Stylesheets the page applies before its first paint. */
  stylesheets: string[];
  /** The app's entry script. */
  entry: string;
  /** The page's own chunks and catalogues, preloaded beside the entry. */
  preload: string[];
}

/**
 * The assets of a page that draws `sources` (manifest keys) in `locale`: its stylesheets, the
 * entry, and its scripts with the shell's catalogue of the locale.
 */
export function createPageAssets(manifest: BuildManifest): (sources: readonly string[], locale: string) => PageAssets {
  const entry = entryOf(manifest);
  return (sources, locale) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    // The entry's own catalogues of the locale (the shell's words).
    for (const imported of manifest[entry.key].dynamicImports ?? []) if (isCatalogueOf(imported, locale)) closure(manifest, imported, locale, entry.files, scripts, styles);
    for (const source of sources) closure(manifest, keyOf(manifest, source), locale, entry.files, scripts, styles);
    return {
      stylesheets: [...styles].map((file) => `/${file}`),
      entry: `/${manifest[entry.key].file}`,
      preload: [...scripts].map((file) => `/${file}`),
    };
  };
}
