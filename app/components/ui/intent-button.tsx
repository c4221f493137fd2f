import { Form, useNavigation } from "@remix-run/react";

/**
 * One action of a page reached from an email link (confirm, cancel, unsubscribe): its own POST
 * form, so a GET of the page changes nothing; busy while its own intent is being posted.
 */
export function IntentButton({ intent, label, primary }: { intent: string; label: string; primary?: boolean }) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className={primary ? "btn-dark w-full sm:w-auto" : "btn-outline w-full sm:w-auto"} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
