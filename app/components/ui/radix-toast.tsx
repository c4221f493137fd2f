import * as ToastPrimitive from "@radix-ui/react-toast";
import { createPortal } from "react-dom";
import { TOAST_TEXTS } from "~/lib/i18n/toast-texts";
import { useLang } from "~/lib/i18n/use-text";
import type { Toast } from "~/lib/platform/toast";
import { TOAST_DURATION_MS, TOAST_POSITION, TOAST_SWIPE_THRESHOLD_PX, tone } from "./toaster";

type Props = {
  toast: Toast;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open modal dialog the toast must live in to be seen, if any. */
  host: HTMLDialogElement | null;
};

/** The hydrated toast: Radix (one at a time, 5 s, swipe to dismiss, F8 hotkey). Loaded on demand. */
export default function RadixToast({ toast, open, onOpenChange, host }: Props) {
  const texts = TOAST_TEXTS[useLang()];
  const viewport = (
    <ToastPrimitive.Viewport hotkey={["F8"]} label={texts.region} className={TOAST_POSITION} />
  );

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={texts.label}
    >
      <ToastPrimitive.Root
        open={open}
        onOpenChange={onOpenChange}
        type={toast.type === "error" ? "foreground" : "background"}
        className={`relative border-l-4 p-4 pr-10 shadow-xl data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=open]:motion-safe:animate-toast-in ${tone[toast.type]}`}
      >
        <ToastPrimitive.Title className="font-display text-lg">{toast.title}</ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
        <ToastPrimitive.Close
          aria-label={texts.close}
          className="absolute right-2 top-2 px-2 text-lg leading-none opacity-80 hover:opacity-100"
      >
          ×
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      {host && host.isConnected ? createPortal(viewport, host) : viewport}
    </ToastPrimitive.Provider>
  );
}
