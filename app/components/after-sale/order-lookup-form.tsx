import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { orderLookupSchema } from "~/lib/after-sale/order-lookup-schema";
import { Field } from "../ui/field";

export function OrderLookupForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(orderLookupSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderLookupSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-2 bg-white p-6 ring-1 ring-ink/5">
      <Field id={fields.reference.id} label="Référence de commande" errors={fields.reference.errors} errorId={fields.reference.errorId} hint="Par exemple MS-7K3QD-2WX9B">
        <input {...getInputProps(fields.reference, { type: "text" })} autoComplete="off" spellCheck={false} className="input uppercase" />
      </Field>
      <Field id={fields.email.id} label="Email utilisé lors de la commande" errors={fields.email.errors} errorId={fields.email.errorId}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="input" />
      </Field>
      <p id={form.errorId} role="alert" className="text-sm text-red-800 empty:hidden">{form.errors?.[0] ?? ""}</p>
      <button type="submit" className="btn-gold mt-2" disabled={busy}>
        Voir ma commande
      </button>
    </Form>
  );
}
