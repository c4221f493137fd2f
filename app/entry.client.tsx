import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { langOf } from "./lib/i18n/lang";
import { readLayoutTexts } from "./lib/i18n/use-text";

// The layout's texts of the page's language (decision 170): hydrating renders them (the French
// are in the first load, an English page's in its document).
readLayoutTexts(langOf(window.location.pathname));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
