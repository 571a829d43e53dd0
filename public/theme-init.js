/* global localStorage, document, location */
// Runs before the app so the page never flashes the wrong theme. Default dark (spec 1, §4).
// A URL in another language (/hi/..., /mr/...: a two-letter prefix, which no English path has)
// gets that <html lang> before first paint, so fonts and screen readers pick the language at
// once; the app keeps it in step on later navigation (LOCALE_INFO's htmlLang is the prefix).
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
  var prefix = /^\/([a-z]{2})(\/|$)/i.exec(location.pathname);
  if (prefix) document.documentElement.lang = prefix[1].toLowerCase();
})();
