import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Empties a fetcher's form once its post was accepted. A success redirects and leaves the
 * fetcher's data as it was; a refusal brings a new reply. So the same data before and after a
 * submission means it was accepted.
 */
export function useResetOnAccept(fetcher: FetcherWithComponents<unknown>, form: { reset: () => void }) {
  const sent = useRef<{ data: unknown } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      sent.current ??= { data: fetcher.data };
      return;
    }
    if (sent.current && sent.current.data === fetcher.data) form.reset();
    sent.current = null;
  }, [fetcher.state, fetcher.data, form]);
}
