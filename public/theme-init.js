/* global localStorage, document, location */
// Runs before the app so the page never flashes the wrong theme. Default dark (spec 1, §4).
// A Hindi URL (/hi/...) gets <html lang="hi"> before first paint, so fonts and screen readers
// pick the language at once; the app keeps it in step on later navigation.
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
  if (/^\/hi(\/|$)/i.test(location.pathname)) document.documentElement.lang = "hi";
})();
