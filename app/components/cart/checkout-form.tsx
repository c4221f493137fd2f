import { Form } from "@remix-run/react";
import { useId } from "react";
import { REMINDER_CONSENT, REMINDER_NOTICE } from "~/lib/reminders/consent";

/**
 * « Commander », with the reminder's unticked box of its own (decision 113): the email beside it
 * is asked only for the reminder, since the payment page asks for the order's own. A full page
 * post, so the browser leaves for the payment page.
 */
export function CheckoutForm() {
  const id = useId();
  return (
    <Form method="post" action="/checkout" reloadDocument className="grid gap-3">
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
