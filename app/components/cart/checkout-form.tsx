import { Form, useLocation } from "@remix-run/react";
import { fillText } from "~/lib/i18n/fill-text";
import { langOf, localePath } from "~/lib/i18n/lang";
import { useText } from "~/lib/i18n/use-text";
import { RETENTION } from "~/lib/privacy/retention-periods";
import { CartSection } from "./cart-section";

/**
 * « Commander »: a full page post, so the browser leaves for the payment page. The form (`id`)
 * owns the fields of the folded options above it (gift wrap, samples, the reminder), which stay
 * where the shopper reads them and go with it through their `form` attribute.
 */
export function CheckoutForm({ id }: { id: string }) {
  const location = useLocation();
  const t = useText();
  return (
    <Form id={id} method="post" action={localePath(langOf(location.pathname), "/checkout")} reloadDocument>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="btn-gold w-full">
        {t("order")}
      </button>
    </Form>
  );
}

/**
 * The reminder's unticked box (decision 113), for the « Commander » form `formId`: the email beside
 * it is asked only for the reminder, since the payment page asks for the order's own.
 */
export function ReminderSection({ formId }: { formId: string }) {
  const t = useText();
  return (
    <CartSection title={t("reminder")}>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input type="checkbox" id={`${formId}-remind`} name="remind" form={formId} className="mt-1 accent-ink" aria-describedby={`${formId}-notice`} />
          <label htmlFor={`${formId}-remind`} className="text-sm text-ink">
            {t("remindMe")}
          </label>
        </div>
        <div>
          <label htmlFor={`${formId}-email`} className="block text-sm font-medium text-ink">
            {t("remindEmail")}
          </label>
          <input type="email" id={`${formId}-email`} name="reminderEmail" form={formId} autoComplete="email" className="input mt-1" />
        </div>
        <p id={`${formId}-notice`} className="text-xs leading-relaxed text-ink/80">
          {fillText(t("remindNotice"), { days: RETENTION.checkoutReminderDays })}
        </p>
      </div>
    </CartSection>
  );
}
