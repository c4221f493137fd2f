/** A flash message: set by an action on the server, or raised in the browser; one shape for both. */
export type Toast = {
  title: string;
  description?: string;
  type: "success" | "error" | "info";
};
