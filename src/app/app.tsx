import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./routes";
import { SessionProvider } from "./session";
import { ThemeProvider } from "./theme";

export function App() {
  return (
    <ThemeProvider>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </ThemeProvider>
  );
}
