import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { Toast } from "~/lib/platform/toast";
import { useHydrated } from "~/lib/platform/use-hydrated";


export const TOAST_DURATION_MS = 5000;

type ToastListener = (toast: Toast) => void;
const clientToastListeners = new Set<ToastListener>();

/** Shows a toast from the browser (e.g. after a fetcher upload) through the one Toaster. */
export function showClientToast(toast: Toast) {
  clientToastListeners.forEach((listener) => listener(toast));
}
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// Radix is a fifth of the storefront's own script: it is fetched only when a toast shows (decision
// 043); until it arrives the toast is the same status region the server renders without it.
const loadRadixToast = () => import("./radix-toast");
const RadixToast = lazy(loadRadixToast);

/**
 * Fetches the toast's code once the screen has hydrated, where nearly every action ends in a
 * toast (the back-office): on a busy browser, fetching it only after the action kept the message
 * from showing for seconds (decision 131).
 */
export function usePreloadedToast() {
  useEffect(() => {
    void loadRadixToast();
  }, []);
}

export const tone: Record<Toast["type"], string> = {
  success: "border-gold bg-ink text-ivory",
  info: "border-ivory-dark bg-ink text-ivory",
  error: "border-red-700 bg-red-800 text-white",
};

function ToastBody({ toast }: { toast: Toast }) {
  return (
    <>
      <p className="font-display text-lg">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
    </>
  );
}

/**
 * The message as the server renders it. Without JavaScript nothing can close it: it lets clicks
 * through to what it covers (a phone's last button) and fades after a few seconds.
 */
function StatusRegion({ toast }: { toast: Toast }) {
  return (
    <div role={toast.type === "error" ? "alert" : "status"} className={`${TOAST_POSITION} pointer-events-none animate-flash-out`}>
      <div className={`border-l-4 p-4 shadow-xl ${tone[toast.type]}`}>
        <ToastBody toast={toast} />
      </div>
    </div>
  );
}

/**
 * A modal <dialog> (cart drawer, admin dialogs) sits in the browser's top layer, above any
 * z-index: a toast raised while one is open must live inside it to be seen.
 */
function topmostOpenModal(): HTMLDialogElement | null {
  const open = Array.from(document.querySelectorAll<HTMLDialogElement>("dialog[open]")).filter((d) =>
    d.matches(":modal"),
  );
  return open.at(-1) ?? null;
}

/**
 * Shows the flash message of the last action. Without JavaScript (and before hydration) it is a
 * plain status region in the HTML; once hydrated, a Radix toast (one at a time, 5 s, F8 hotkey).
 */
export const TOAST_POSITION = "fixed bottom-4 right-4 z-[70] w-[calc(100%-2rem)] max-w-sm";

export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Toast | null>(toast);
  const [open, setOpen] = useState(Boolean(toast));
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  // Each toast is a new Root: one mounted before its viewport moved into a dialog would stay
  // attached to the old, detached viewport and never show.
  const [serial, setSerial] = useState(0);

  const show = useCallback((next: Toast) => {
    setCurrent(next);
    setOpen(true);
    setHost(topmostOpenModal());
    setSerial((n) => n + 1);
  }, []);

  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);

  useEffect(() => {
    const listener: ToastListener = show;
    clientToastListeners.add(listener);
    return () => {
      clientToastListeners.delete(listener);
    };
  }, [show]);

  if (!hydrated) return toast ? <StatusRegion toast={toast} /> : null;
  if (!current) return null;
  // The first toast of a visit waits for Radix's chunk: meanwhile it shows as the plain region.
  return (
    <Suspense fallback={<StatusRegion toast={current} />}>
      <RadixToast key={serial} toast={current} open={open} onOpenChange={setOpen} host={host} />
    </Suspense>
  );
}
