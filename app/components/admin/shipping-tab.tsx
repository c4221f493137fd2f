import { getInputProps, getSelectProps } from "@conform-to/react";
import { Link, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { centsToEuroInput, formatPrice } from "~/lib/format/money";
import type { ShippingMethod } from "~/lib/platform/schema.server";
import { shippingMethodSchema, shippingZoneSchema } from "~/lib/shipping/shipping-schema";
import { delayText } from "~/lib/shipping/shipping-rules";
import type { ZoneWithCountries } from "~/lib/shipping/shipping-zones.server";
import { countryName } from "~/lib/shipping/countries";
import { isPackagingRefusal, PACKAGING_SECTION_ANCHOR } from "~/lib/legal/packaging-registrations";
import { shippingPriceText } from "~/lib/orders/amount-rows";
import { Field } from "../ui/field";
import { useAdminHref } from "./admin-href";
import { checkedValues, checklist } from "./checklist";
import { CountryChecklist } from "./country-checklist";
import { ActiveBox, FormDialog, InputField, ToggleActiveForm, useDialogForm, type DialogValues } from "./screen-kit";

/** A zone as the screen lists it (`__shipping-screen.server.ts`): its methods and the warning to read. */
export type ZoneView = ZoneWithCountries & { methods: ShippingMethod[]; warning: string | null };

const listNames = (codes: string[]) => codes.map(countryName).join(", ");

function methodValues(method: ShippingMethod | null, zoneId: string): DialogValues {
  return method
    ? {
        zone_id: String(method.zone_id ?? ""),
        name: method.name,
        delay_text: method.delay_text,
        name_en: method.name_en ?? "",
        delay_text_en: method.delay_text_en ?? "",
        delay_min_days: method.delay_min_days == null ? "" : String(method.delay_min_days),
        delay_max_days: method.delay_max_days == null ? "" : String(method.delay_max_days),
        road_only: method.road_only ? "on" : "",
        price: centsToEuroInput(method.price_cents),
        free_above: centsToEuroInput(method.free_above_cents),
        is_active: method.is_active ? "on" : "",
        display_order: String(method.display_order),
        version: String(method.version),
      }
    : { zone_id: zoneId, is_active: "on", display_order: "0" };
}

/** The ticks a checklist shows: what the refused post sent back, else the row's. */
function ticked(initial: unknown, stored: string[]): string[] {
  return initial === undefined ? stored : checkedValues(initial);
}

/** The zones the list route loaded, for the dialogs open over it. */
function useListedZones(): ZoneView[] {
  return useRouteLoaderData<{ rows: ZoneView[] }>("routes/$slug._admin.livraison")?.rows ?? [];
}

export function ShippingDialog({ method }: { method: ShippingMethod | null }) {
  const zones = useListedZones();
  // « Ajouter un mode » of a zone opens this dialog with ?zone=, so the zone is chosen already.
  const [search] = useSearchParams();
  const [form, fields] = useDialogForm("shipping", method, shippingMethodSchema, (row) => methodValues(row, search.get("zone") ?? String(zones[0]?.id ?? "")));
  const zone = zones.find((z) => String(z.id) === String(fields.zone_id.value ?? fields.zone_id.initialValue));
  return (
    <FormDialog title={method ? "Modifier le mode de livraison" : "Nouveau mode de livraison"} list="/livraison" form={form} editing={Boolean(method)} grid>
      <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
      <Field id={fields.zone_id.id} label="Zone" errors={fields.zone_id.errors} errorId={fields.zone_id.errorId}>
        <select {...getSelectProps(fields.zone_id)} key={fields.zone_id.key} className="input">
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.name}
            </option>
          ))}
        </select>
      </Field>
      <InputField field={fields.name} label="Nom" type="text" />
      <InputField field={fields.delay_min_days} label="Délai minimum (jours ouvrés)" type="number" step="1" min="1" />
      <InputField field={fields.delay_max_days} label="Délai maximum (jours ouvrés)" type="number" step="1" min="1" />
      <InputField field={fields.delay_text} label="Délai en toutes lettres" type="text" hint="Facultatif, remplace les jours ouvrés : « 2 à 3 jours ouvrés », « 48 h »" />
      <InputField field={fields.name_en} label="Nom (anglais)" type="text" hint="Vide : le nom français sur les pages anglaises" />
      <InputField field={fields.delay_text_en} label="Délai en toutes lettres (anglais)" type="text" hint="« 2 to 3 working days » ; vide : le délai en jours ouvrés" />
      <InputField field={fields.price} label="Prix TTC" type="number" step="0.01" min="0" hint="En €, 0 pour une livraison offerte" />
      <InputField field={fields.free_above} label="Offerte dès" type="number" step="0.01" min="0" hint="En €, sur le montant après réduction ; vide : jamais offerte" />
      <InputField field={fields.display_order} label="Ordre d'affichage" type="number" step="1" min="0" />
      <CountryChecklist
        {...checklist(fields.countries)}
        selected={ticked(fields.countries.initialValue, method?.countries ?? [])}
        legend="Pays desservis"
        hint={zone ? `Aucun coché : tous les pays de « ${zone.name} ».` : "Aucun coché : tous les pays de la zone."}
        only={zone?.countries ?? []}
      />
      <div className="flex flex-wrap items-center gap-6 pt-4 sm:col-span-2">
        <ActiveBox field={fields.road_only} label="Transport routier" />
        <ActiveBox field={fields.is_active} label="Actif" />
      </div>
    </FormDialog>
  );
}

function zoneValues(zone: ZoneWithCountries | null): DialogValues {
  return zone
    ? { name: zone.name, is_active: zone.is_active ? "on" : "", display_order: String(zone.display_order), version: String(zone.version) }
    : { display_order: "0" };
}

export function ZoneDialog({ zone }: { zone: ZoneWithCountries | null }) {
  const [form, fields] = useDialogForm("zone", zone, shippingZoneSchema, zoneValues);
  const href = useAdminHref();
  return (
    <FormDialog title={zone ? "Modifier la zone" : "Nouvelle zone de livraison"} list="/livraison" form={form} editing={Boolean(zone)} grid>
      <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
      <InputField field={fields.name} label="Nom de la zone" type="text" hint="Par exemple « Belgique et Luxembourg »" />
      <InputField field={fields.display_order} label="Ordre d'affichage" type="number" step="1" min="0" />
      <CountryChecklist {...checklist(fields.countries)} selected={ticked(fields.countries.initialValue, zone?.countries ?? [])} legend="Pays de la zone" />
      <div className="sm:col-span-2">
        <ActiveBox field={fields.is_active} label="Active" />
        {fields.is_active.errors?.some(isPackagingRefusal) ? (
          <Link to={`${href("/informations-legales")}${PACKAGING_SECTION_ANCHOR}`} className="text-sm underline underline-offset-2">
            Compléter les emballages (REP) par pays
          </Link>
        ) : null}
      </div>
    </FormDialog>
  );
}

function priceText(method: ShippingMethod) {
  const price = shippingPriceText(method.price_cents);
  return method.free_above_cents != null && method.price_cents > 0 ? `${price}, offerte dès ${formatPrice(method.free_above_cents)}` : price;
}

function MethodItem({ method, list }: { method: ShippingMethod; list: string }) {
  const details = [
    delayText(method) || "Délai non précisé",
    priceText(method),
    method.road_only ? "Transport routier" : null,
    method.countries.length > 0 ? `Seulement : ${listNames(method.countries)}` : null,
    method.is_active ? "Actif" : "Inactif",
  ];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border border-ink/10 bg-white p-4 text-sm">
      <div>
        <p className="font-medium">{method.name}</p>
        <p className="text-xs text-ink/80">{details.filter(Boolean).join(" · ")}</p>
      </div>
      <div className="flex items-center gap-3">
        <Link to={`${list}/${method.id}`} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Modifier ${method.name}`}>
          Modifier
        </Link>
        <ToggleActiveForm id={method.id} active={method.is_active} name={method.name} />
      </div>
    </li>
  );
}

/** The zones, each with the methods the cart offers its countries, and the dialog route open over them. */
export function ShippingScreen({ zones, children }: { zones: ZoneView[]; children: ReactNode }) {
  const href = useAdminHref();
  const list = href("/livraison");
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Zones et modes de livraison</h2>
        <div className="flex flex-wrap gap-3">
          <Link to={`${list}/zones/nouvelle`} preventScrollReset className="btn-dark px-4 py-2 text-xs">
            Nouvelle zone
          </Link>
          <Link to={`${list}/nouvelle`} preventScrollReset className="btn-dark px-4 py-2 text-xs">
            Nouveau mode
          </Link>
        </div>
      </div>
      <p className="max-w-2xl text-sm text-ink/80">
        Le panier propose les modes actifs de la zone active du pays de livraison, le premier par défaut. Le prix
        d'une commande passée reste celui du jour de la commande.
      </p>
      {zones.map((zone) => (
        <section key={zone.id} aria-labelledby={`zone-title-${zone.id}`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <div>
              <h3 id={`zone-title-${zone.id}`} className="text-xl">
                {zone.name} <span className="text-sm text-ink/80">· {zone.is_active ? "Active" : "Inactive"}</span>
              </h3>
              <p className="text-sm text-ink/80">{listNames(zone.countries)}</p>
            </div>
            <div className="flex items-center gap-3 text-sm">
              <Link to={`${list}/zones/${zone.id}`} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Modifier la zone ${zone.name}`}>
                Modifier la zone
              </Link>
              <Link to={`${list}/nouvelle?zone=${zone.id}`} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Ajouter un mode à ${zone.name}`}>
                Ajouter un mode
              </Link>
            </div>
          </div>
          {zone.warning ? <p className="border-l-4 border-gold-dark bg-ivory-dark p-3 text-sm">{zone.warning}</p> : null}
          {zone.methods.length === 0 ? (
            <p className="text-sm text-ink/80">Aucun mode de livraison : cette zone ne peut pas être servie.</p>
          ) : (
            <ul className="grid gap-3" aria-label={`Modes de livraison : ${zone.name}`}>
              {zone.methods.map((m) => (
                <MethodItem key={m.id} method={m} list={list} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </div>
  );
}
