import { Form, useLocation } from "@remix-run/react";
import { REMINDER_CONSENT, REMINDER_NOTICE } from "~/lib/reminders/consent";

/**
 * « Commander », with the reminder's unticked box of its own (decision 113): the email beside it
 * is asked only for the reminder, since the payment page asks for the order's own. A full page
 * post, so the browser leaves for the payment page. The form (`id`) also owns the gift options'
 * fields shown above it, which post it to the cart action through their « Enregistrer… » buttons.
 */
export function CheckoutForm({ id }: { id: string }) {
  const location = useLocation();
  return (
    <Form id={id} method="post" action="/checkout" reloadDocument className="grid gap-3">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset className="grid gap-2 border border-ink/10 p-3">
        <legend className="px-1 text-xs uppercase tracking-[0.15em] text-ink/80">Facultatif</legend>
        <div className="flex items-start gap-3">
          <input type="checkbox" id={`${id}-remind`} name="remind" className="mt-1 accent-ink" aria-describedby={`${id}-notice`} />
          <label htmlFor={`${id}-remind`} className="text-sm text-ink">
            {REMINDER_CONSENT.text}
          </label>
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
            Courriel pour ce rappel
          </label>
          <input type="email" id={`${id}-email`} name="reminderEmail" autoComplete="email" className="input mt-1" />
        </div>
        <p id={`${id}-notice`} className="text-xs leading-relaxed text-ink/80">
          {REMINDER_NOTICE}
        </p>
      </fieldset>
      <button type="submit" className="btn-gold w-full">
        Commander
      </button>
    </Form>
  );
}
