import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { centsToEuroInput, formatPrice } from "~/lib/format/money";
import type { ShippingMethod } from "~/lib/platform/schema.server";
import { shippingMethodSchema } from "~/lib/shipping/shipping-schema";
import { shippingPriceText } from "~/lib/orders/amount-rows";
import { AdminDialog, DialogActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { CheckboxField, Field } from "../ui/field";

export function ShippingDialog({ method, lastResult }: { method: ShippingMethod | null; lastResult?: SubmissionResult<string[]> }) {
  const href = useAdminHref();
  const list = href("/livraison");
  const [form, fields] = useForm({
    id: method ? `shipping-${method.id}` : "shipping-new",
    lastResult,
    defaultValue: method
      ? {
          name: method.name,
          delay_text: method.delay_text,
          price: centsToEuroInput(method.price_cents),
          free_above: centsToEuroInput(method.free_above_cents),
          is_active: method.is_active ? "on" : "",
          display_order: String(method.display_order),
        }
      : { is_active: "on", display_order: "0" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingMethodSchema }),
  });
  const input = (field: (typeof fields)[keyof typeof fields], label: string, type: "text" | "number", extra: object = {}, hint?: string) => (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} hint={hint}>
      <input {...getInputProps(field, { type })} key={field.key} {...extra} className="input" />
    </Field>
  );
  return (
    <AdminDialog title={method ? "Modifier le mode de livraison" : "Nouveau mode de livraison"} closeHref={list}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {input(fields.name, "Nom", "text")}
        {input(fields.delay_text, "Délai", "text", {}, "Par exemple « 2 à 3 jours ouvrés »")}
        {input(fields.price, "Prix TTC", "number", { step: "0.01", min: "0" }, "En €, 0 pour une livraison offerte")}
        {input(fields.free_above, "Offerte dès", "number", { step: "0.01", min: "0" }, "En €, sur le montant après réduction ; vide : jamais offerte")}
        {input(fields.display_order, "Ordre d'affichage", "number", { step: "1", min: "0" })}
        <div className="flex items-center pt-4">
          <CheckboxField id={fields.is_active.id} label="Actif">
            <input {...getInputProps(fields.is_active, { type: "checkbox" })} key={fields.is_active.key} className="h-4 w-4 accent-gold-dark" />
          </CheckboxField>
        </div>
        <DialogActions closeHref={list} editing={Boolean(method)} className="sm:col-span-2" />
      </Form>
    </AdminDialog>
  );
}

function ToggleForm({ method }: { method: ShippingMethod }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={method.id} />
      <input type="hidden" name="active" value={String(!method.is_active)} />
      <button type="submit" className="underline" aria-label={`${method.is_active ? "Désactiver" : "Activer"} ${method.name}`}>
        {method.is_active ? "Désactiver" : "Activer"}
      </button>
    </Form>
  );
}

function priceText(method: ShippingMethod) {
  const price = shippingPriceText(method.price_cents);
  return method.free_above_cents != null && method.price_cents > 0 ? `${price}, offerte dès ${formatPrice(method.free_above_cents)}` : price;
}

/** The shipping methods the cart offers, and the dialog route open over them. */
export function ShippingScreen({ methods, children }: { methods: ShippingMethod[]; children: ReactNode }) {
  const href = useAdminHref();
  const list = href("/livraison");
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Livraison</h2>
        <Link to={href("/livraison/nouvelle")} preventScrollReset className="btn-dark px-4 py-2 text-xs">
          Nouveau mode
        </Link>
      </div>
      <p className="max-w-2xl text-sm text-ink/80">
        Les modes actifs sont proposés dans le panier, le premier par défaut. Le prix d'une commande passée
        reste celui du jour de la commande.
      </p>
      {methods.length === 0 ? (
        <p className="text-ink/80">Aucun mode de livraison : les clients ne peuvent pas commander.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Modes de livraison">
          {methods.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 border border-ink/10 bg-white p-4 text-sm">
              <div>
                <p className="font-medium">{m.name}</p>
                <p className="text-xs text-ink/80">
                  {m.delay_text || "Délai non précisé"} · {priceText(m)} · {m.is_active ? "Actif" : "Inactif"}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Link to={`${list}/${m.id}`} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Modifier ${m.name}`}>
                  Modifier
                </Link>
                <ToggleForm method={m} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
