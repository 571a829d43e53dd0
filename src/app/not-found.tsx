// An unknown path: the home page (spec 1 §2), under one line saying the address has no page.
// The server answers it with status 404 (its HTML is prerendered once per locale, so it says
// nothing of the path itself and hydrates at any unknown address).
import type { ComponentType } from "react";
import { useMessages } from "../i18n/use-locale";
import { shellMessages } from "./messages/shell";

export function NotFound({ Home }: { Home: ComponentType }) {
  const m = useMessages(shellMessages);
  return (
    <>
      <p className="container not-found-notice" role="status" data-testid="not-found">
        {m.notFound}
      </p>
      <Home />
    </>
  );
}
