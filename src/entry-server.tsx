// The app as the build's prerender renders it (scripts/prerender.ts, through Vite's SSR build):
// the same providers, routes and pages as the browser's entry (main.tsx), under a StaticRouter
// at one path instead of the BrowserRouter, with React's static renderer, which waits for every
// lazy page, catalogue and worked example to arrive before it returns the HTML. Calculators
// reach the real WebAssembly core through a runner the script provides (the worker's
// definition.compute over the core loaded in Node).
import { Writable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "./app/app";
import { BRAND_NAME } from "./app/brand";
import { shellMessages } from "./app/messages/shell";
import { AppRoutes, routeElement, routePaths } from "./app/routes";
import { CalcRunnerContext, type CalcRunner } from "./calculators/calc-runner";
import { LOCALE_INFO, LOCALES, withLocale, type Locale } from "./i18n/locales";
import { isTranslated } from "./i18n/translated-routes";

export { alternateLinks, canonicalPath, descriptionFor, documentTitleFor, englishPathOf } from "./app/page-head";
export { breadcrumbTrail } from "./app/breadcrumb-labels";
export { BRAND_NAME, LOCALE_INFO, LOCALES, isTranslated, routePaths, withLocale };
export type { CalcRunner, Locale };

/**
 * Every module a route may show as its page, by source path. Only this build (Node) reads it:
 * a route's page is the module its lazy component loads, the same module instance as one of
 * these, and its path is what the client build's manifest names the page's chunk by.
 */
const PAGE_MODULES = import.meta.glob(["./pages/**/*-page.tsx", "./debt/debt-tool-page.tsx", "./calculators/xirr/xirr-tool-page.tsx", "./calculators/calculator-route.tsx", "./account/*-page.tsx", "./contact/contact-page.tsx"]);

/**
 * The source files a page draws first, as the build manifest names them: the shell's lazy part,
 * its page module and, for a calculator, its definition and that definition's text in `locale`
 * (the prerender names their chunks in the page's HTML).
 */
export async function pageSources(englishPath: string, locale: Locale): Promise<string[]> {
  return [SHELL_AFTER_PAINT, ...(await routeSources(englishPath, locale))];
}

/** The shell's chunk that the layout loads lazily on every page (the footer; src/app/layout.tsx). */
const SHELL_AFTER_PAINT = "src/app/shell-after-paint.tsx";

async function routeSources(englishPath: string, locale: Locale): Promise<string[]> {
  const element = routeElement(englishPath);
  const loadModule = (element?.type as { loadModule?: () => Promise<unknown> } | undefined)?.loadModule;
  if (!element || !loadModule) throw new Error(`no lazy page at ${englishPath}`);
  const module = await loadModule();
  let source: string | undefined;
  for (const [path, load] of Object.entries(PAGE_MODULES)) if ((await load()) === module) source = `src/${path.slice(2)}`;
  if (!source) throw new Error(`the page module of ${englishPath} is not among entry-server.tsx's PAGE_MODULES`);
  const toolId = (element.props as { toolId?: string }).toolId?.toLowerCase();
  if (!toolId) return [source];
  const definition = `src/calculators/definitions/${toolId}.ts`;
  if (locale === "en") return [source, definition];
  return [source, definition, `src/calculators/definitions/${locale}/${toolId}.${locale}.ts`, `src/calculators/i18n/calculators.${locale}.ts`];
}

/** The shell's words of a locale: the site's title and description, and its breadcrumb labels. */
export async function siteWords(locale: Locale) {
  const m = await shellMessages.load(locale);
  return { title: m.documentTitle, description: m.footer.about, breadcrumbs: m.breadcrumbs };
}

/** What React wrote for the app's root at `path`: the inside of <div id="root">. */
export async function renderRoot(path: string, runner: CalcRunner): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <CalcRunnerContext value={runner}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </CalcRunnerContext>
    </AppProviders>,
    {
      onError: (error) => void errors.push(error),
      // Never split a large Suspense boundary out of place (React does above 12,800 bytes by
      // default): a split boundary is put back by an inline script, which the CSP refuses,
      // and a page with no script would keep it hidden. Every page is one document in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    prelude.on("error", reject);
  });
  // A page that failed to render would be sent as its error boundary or its loading text:
  // the build stops instead.
  if (errors.length > 0) throw new Error(`prerendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
  const html = Buffer.concat(chunks).toString("utf8");
  if (/<script[\s>]/.test(html)) throw new Error(`prerendering ${path} wrote an inline script, which the CSP refuses`);
  return html;
}
