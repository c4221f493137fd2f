/** A flash message: set by an action on the server, or raised in the browser; one shape for both. */
export type Toast = {
  title: string;
  description?: string;
  type: "success" | "error" | "info";
};

/**
 * A toast flashed by its texts' keys in `locales/*\/toasts.json` (`key` its title, `detail` its
 * description, both with `values`), shown in the language of the page that reads it
 * (`i18n/toasts.server.ts`, decision 170). The back-office's, French only, are flashed as written.
 */
export type KeyedToast = { key: string; detail?: string; values?: Record<string, string | number>; type: Toast["type"] };

/** What an action flashes: a toast as written, or by key. */
export type FlashedToast = Toast | KeyedToast;
