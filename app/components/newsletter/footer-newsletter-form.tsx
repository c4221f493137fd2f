import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { NEWSLETTER_CONSENT, NEWSLETTER_NOTICE } from "~/lib/newsletter/consent";
import { useResetOnAccept } from "../ui/use-reset-on-accept";

/**
 * The footer's sign-up, in every page's bundle: a plain fetcher form, without the form library
 * the other sign-up forms use (tests/http/bundles.test.ts keeps zod and conform out of the
 * storefront's pages). The server checks it with the same schema (noValidate: its French messages,
 * not the browser's); its errors show in place, and without JavaScript on the /newsletter page
 * (decision 112).
 */
export function FooterNewsletterForm() {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: "newsletter-footer" });
  // One footer a page: a fixed id is shorter in every document than React's generated one.
  const id = "lettre";
  const formRef = useRef<HTMLFormElement>(null);
  const resettable = useMemo(() => ({ reset: () => formRef.current?.reset() }), []);
  useResetOnAccept(fetcher, resettable);
  const busy = fetcher.state !== "idle";
  const emailError = fetcher.data?.error?.email?.[0] ?? "";
  const formError = fetcher.data?.error?.[""]?.[0] ?? "";
  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" preventScrollReset noValidate className="grid gap-2">
      <input type="hidden" name="source" value="footer" />
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ivory">
          Votre courriel
        </label>
        <input
          type="email"
          id={`${id}-email`}
          name="email"
          autoComplete="email"
          maxLength={254}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={`${id}-error`}
          className="input mt-1 bg-ivory text-ink"
        />
        <p id={`${id}-error`} className="mt-1 min-h-[1rem] text-sm text-red-300" aria-live="polite">
          {emailError}
        </p>
      </div>
      <p className="text-xs leading-relaxed">{NEWSLETTER_CONSENT.text}</p>
      <p className="text-xs leading-relaxed opacity-90">{NEWSLETTER_NOTICE}</p>
      <p role="alert" className="text-sm text-red-300 empty:hidden">
        {formError}
      </p>
      <button type="submit" className="btn-gold w-full sm:w-auto" disabled={busy}>
        {busy ? "Envoi en cours..." : "M'inscrire"}
      </button>
    </fetcher.Form>
  );
}
