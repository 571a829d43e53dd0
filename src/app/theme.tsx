// Theme (spec 1 §3-§4): stored under `theme` as 'light' or 'dark', default dark; every change
// is saved and toggles the `dark` class on the document root (charts read it from there).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useHydrated } from "./hydration";

export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

/** What the prerendered HTML shows: the default, as public/page-start.js assumes before it reads storage. */
const DEFAULT_THEME: Theme = "dark";

function storedTheme(): Theme {
  if (typeof localStorage === "undefined") return DEFAULT_THEME;
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

interface ThemeContextValue {
  theme: Theme;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The stored theme drives the document's class (set before first paint by page-start.js);
  // what components render follows it once hydration is over (hydration.ts), so a light-theme
  // visitor's prerendered page hydrates as built and then shows the light theme's toggle. The
  // logo follows the class alone (logo.tsx).
  const [stored, setTheme] = useState<Theme>(storedTheme);
  const theme = useHydrated() ? stored : DEFAULT_THEME;

  useEffect(() => {
    document.documentElement.classList.toggle("dark", stored === "dark");
  }, [stored]);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === "dark" ? "light" : "dark";
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the theme still changes for this visit.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider");
  return value;
}
