/* global localStorage, document */
// Runs before the app so the page never flashes the wrong theme. Default dark (spec 1, §4).
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
})();
