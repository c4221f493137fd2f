import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { centsToEuroInput, formatPrice } from "~/lib/format/money";
import type { ShippingMethod } from "~/lib/platform/schema.server";
import { shippingMethodSchema } from "~/lib/shipping/shipping-schema";
import { shippingPriceText } from "~/lib/orders/amount-rows";
import { useAdminHref } from "./admin-href";
import { ActiveBox, FormDialog, InputField, ListHeader, ToggleActiveForm, useDialogForm, type DialogValues } from "./screen-kit";

function valuesOf(method: ShippingMethod | null): DialogValues {
  return method
    ? {
        name: method.name,
        delay_text: method.delay_text,
        price: centsToEuroInput(method.price_cents),
        free_above: centsToEuroInput(method.free_above_cents),
        is_active: method.is_active ? "on" : "",
        display_order: String(method.display_order),
      }
    : { is_active: "on", display_order: "0" };
}

export function ShippingDialog({ method }: { method: ShippingMethod | null }) {
  const [form, fields] = useDialogForm("shipping", method, shippingMethodSchema, valuesOf);
  return (
    <FormDialog title={method ? "Modifier le mode de livraison" : "Nouveau mode de livraison"} list="/livraison" form={form} editing={Boolean(method)} grid>
      <InputField field={fields.name} label="Nom" type="text" />
      <InputField field={fields.delay_text} label="Délai" type="text" hint="Par exemple « 2 à 3 jours ouvrés »" />
      <InputField field={fields.price} label="Prix TTC" type="number" step="0.01" min="0" hint="En €, 0 pour une livraison offerte" />
      <InputField field={fields.free_above} label="Offerte dès" type="number" step="0.01" min="0" hint="En €, sur le montant après réduction ; vide : jamais offerte" />
      <InputField field={fields.display_order} label="Ordre d'affichage" type="number" step="1" min="0" />
      <div className="flex items-center pt-4">
        <ActiveBox field={fields.is_active} label="Actif" />
      </div>
    </FormDialog>
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
      <ListHeader title="Livraison" newHref={href("/livraison/nouvelle")} newLabel="Nouveau mode" />
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
                <ToggleActiveForm id={m.id} active={m.is_active} name={m.name} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
