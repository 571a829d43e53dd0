/* global localStorage, document */
// Runs before the app so the page never flashes the wrong theme. Default dark (spec 1, §4).
// External so the strict CSP needs no inline script. (Each page's <html lang> is in its own
// prerendered HTML, so nothing about the language is left to do here.)
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
})();
