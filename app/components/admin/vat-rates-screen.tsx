import { getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { formatLongDay } from "~/lib/format/paris-time";
import { formatVatRate, vatRatePercent } from "~/lib/legal/vat";
import { vatRateSchema, type VatRateState } from "~/lib/legal/vat-rates";
import type { VatRate } from "~/lib/platform/schema.server";
import { countriesByName } from "~/lib/shipping/countries";
import { RowActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { Field } from "../ui/field";
import { FormDialog, InputField, ListHeader, RowsTable, useDialogForm, type DialogValues } from "./screen-kit";

/** A row as the loader sends it (its dates as text). */
type ListedRate = Pick<VatRate, "id" | "country" | "rate_bp" | "valid_from" | "source"> & { state: VatRateState };

/** The Member States a rate row may name: Monaco takes France's rate (decision 158). */
const MEMBER_STATES = countriesByName().filter((c) => c.code !== "MC");

function valuesOf(rate: ListedRate | null): DialogValues {
  return rate
    ? { country: rate.country, rate: vatRatePercent(rate.rate_bp), valid_from: rate.valid_from, source: rate.source }
    : { country: "FR" };
}

export function VatRateDialog({ rate }: { rate: ListedRate | null }) {
  const [form, fields] = useDialogForm("vat-rate", rate, vatRateSchema, valuesOf);
  return (
    <FormDialog title={rate ? "Modifier le taux de TVA" : "Nouveau taux de TVA"} list="/taux-tva" form={form} editing={Boolean(rate)} grid>
      <Field id={fields.country.id} label="Pays" errors={fields.country.errors} errorId={fields.country.errorId}>
        <select {...getSelectProps(fields.country)} key={fields.country.key} className="input">
          {MEMBER_STATES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <InputField field={fields.rate} label="Taux (%)" type="text" hint="Taux normal, par exemple 20 ou 25,5" />
      <InputField field={fields.valid_from} label="Applicable à partir du" type="date" hint="Un jour après aujourd'hui : une facture émise ne change jamais" />
      <InputField field={fields.source} label="Source" type="text" hint="Par exemple « TEDB, lu le 2027-06-01 » ou la loi du pays" />
    </FormDialog>
  );
}

const rateSince = (r: ListedRate) => `${formatVatRate(r.rate_bp)} depuis le ${formatLongDay(r.valid_from)}`;

/** What each country applies today, what comes next (still open to change) and what it replaced. */
export function VatRatesScreen({ rates, children }: { rates: ListedRate[]; children: ReactNode }) {
  const list = useAdminHref()("/taux-tva");
  const countries = MEMBER_STATES.map((c, index) => {
    const own = rates.filter((r) => r.country === c.code);
    return {
      id: index,
      name: c.name,
      current: own.find((r) => r.state === "current"),
      future: own.filter((r) => r.state === "future"),
      past: own.filter((r) => r.state === "past").reverse(),
    };
  });
  const upcoming = (future: ListedRate[]) =>
    future.length === 0 ? (
      <span className="text-ink/70">Aucun</span>
    ) : (
      <ul className="space-y-1">
        {future.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3">
            <span>
              {formatVatRate(r.rate_bp)} à partir du {formatLongDay(r.valid_from)}
            </span>
            <RowActions listHref={list} id={r.id} name={`le taux de ${formatVatRate(r.rate_bp)} à partir du ${formatLongDay(r.valid_from)}`} />
          </li>
        ))}
      </ul>
    );
  const history = (past: ListedRate[]) => (past.length === 0 ? "—" : past.map(rateSince).join(" ; "));
  return (
    <div className="space-y-8">
      <ListHeader title="Taux de TVA" newHref={`${list}/nouveau`} newLabel="Nouveau taux" />
      <p className="max-w-2xl text-sm text-ink/80">
        Taux normal de chaque État membre, appliqué aux parfums à partir de son jour (celui du pays). La commande
        prend le taux du jour de son paiement ; Monaco applique celui de la France. Un changement s'ajoute avant sa
        date : un taux déjà en vigueur ne se modifie plus.
      </p>
      <RowsTable
        caption="Taux de TVA par pays"
        columns={["Pays", "En vigueur", "À venir", "Précédents"]}
        rows={countries}
        card={(c) => (
          <>
            <p className="font-medium">{c.name}</p>
            <p>{c.current ? rateSince(c.current) : "Aucun taux"}</p>
            <div>À venir : {upcoming(c.future)}</div>
            <p className="text-xs text-ink/70">Précédents : {history(c.past)}</p>
          </>
        )}
        cells={(c) => (
          <>
            <th scope="row" className="p-3 font-medium">
              {c.name}
            </th>
            <td className="p-3">{c.current ? rateSince(c.current) : "Aucun taux"}</td>
            <td className="p-3">{upcoming(c.future)}</td>
            <td className="p-3 text-xs text-ink/70">{history(c.past)}</td>
          </>
        )}
      />
      {children}
    </div>
  );
}
