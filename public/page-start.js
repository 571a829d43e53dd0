/* global localStorage, document, location, navigator, PerformanceObserver, setTimeout */
// Runs in the head of every page before its first paint; external, so the CSP needs no inline
// script. Three jobs:
// 1. The bare home page ('/') opens in the visitor's language: the one chosen last with the
//    language switch (remembered in localStorage, src/i18n/preferred-locale.ts), or, when nothing
//    was ever chosen, the first of the browser's languages (what it sends as Accept-Language)
//    that the site has. Every other address keeps the language it names: a shared link, a
//    bookmark or a saved plan opens as it was sent. The redirect is a load of that language's
//    prerendered home, before anything is drawn, so the server and the offline cache serve the
//    same page to everyone.
// 2. The stored theme, applied before anything is drawn: the page never flashes the wrong one.
//    Default dark (spec 1, §4).
// 3. The app's scripts, asked for once the prerendered page has painted. The page is readable
//    without them; asked for with the page, they shared a slow connection with its stylesheet and
//    put off its first paint (docs/prerender.md, "First paint"). The prerender names them in a
//    data block, #page-scripts: the entry, the page's own chunks to preload beside it, and the
//    web app manifest, linked last (the browser then fetches it and its icon). The development
//    server's page has no block: its entry and manifest are in the HTML.
var movedToPreferredHome = (function () {
  if (location.pathname !== "/") return false;
  // The site's languages, as src/i18n/locales.ts lists them (a unit test checks they agree).
  var LOCALES = ["en", "hi", "mr", "bn"];
  function asLocale(value) {
    if (typeof value !== "string") return undefined;
    var primary = value.trim().toLowerCase().split(/[-_]/)[0];
    return LOCALES.indexOf(primary) === -1 ? undefined : primary;
  }
  var locale;
  try {
    locale = asLocale(localStorage.getItem("locale"));
  } catch {
    // Storage unavailable: only the browser's languages count.
  }
  var wanted = navigator.languages || [navigator.language];
  for (var i = 0; locale === undefined && i < wanted.length; i++) locale = asLocale(wanted[i]);
  if (locale === undefined || locale === "en") return false;
  location.replace("/" + locale + "/" + location.search + location.hash);
  return true;
})();

(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
})();

(function () {
  if (movedToPreferredHome) return;
  var started = false;
  function start() {
    var block = started ? null : document.getElementById("page-scripts");
    if (!block) return;
    started = true;
    var scripts = JSON.parse(block.textContent);
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = scripts.entry;
    document.head.appendChild(entry);
    preloadInTurn(scripts.preload.slice(), scripts.manifest);
  }
  // The page's chunks at low priority (the entry first; hydration waits for both), a few per
  // task: inserting a link starts its fetch there and then, and twenty at once made one task of
  // 10-25 ms right after the first paint, which a slow phone takes four times over.
  var PRELOADS_PER_TASK = 4;
  function preloadInTurn(queue, manifest) {
    queue.splice(0, PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.fetchPriority = "low";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    if (queue.length > 0) {
      setTimeout(function () {
        preloadInTurn(queue, manifest);
      }, 0);
    } else if (manifest) {
      var link = document.createElement("link");
      link.rel = "manifest";
      link.href = manifest;
      document.head.appendChild(link);
    }
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing in this browser: the timer below starts the app.
  }
  // A tab opened in the background paints nothing until it is shown; a browser without paint
  // timing reports nothing: the app starts after a second regardless.
  setTimeout(start, 1000);
})();
