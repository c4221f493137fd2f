import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { langOf } from "./lib/i18n/lang";
import { loadLayoutTexts } from "./lib/i18n/use-text";

// The layout's texts of the page's language only (decision 170): hydrating renders them.
void loadLayoutTexts(langOf(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
