import { Link } from "@remix-run/react";
import { SET_VOUCHER_RULE, setVials } from "~/lib/discovery-sets/set-rules";
import { helpHref } from "~/lib/help/help-anchors";

/**
 * What a « Coffret découverte » holds and what it gives back (decisions 114, 155); for the full
 * bottle the set's voucher pays, a line saying so.
 */
export function DiscoverySetNotice({ format }: { format: { set_contents: string | null; voucher_months: number | null; voucher_eligible: boolean } }) {
  const vials = setVials(format.set_contents);
  if (vials.length) {
    return (
      <section aria-labelledby="set-title" className="border border-gold/50 bg-white px-4 py-3 text-sm">
        <h2 id="set-title" className="text-lg">Coffret découverte</h2>
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          {vials.map((vial) => (
            <li key={vial}>{vial}</li>
          ))}
        </ul>
        <p className="mt-2 text-ink/80">
          Son prix vous revient : le paiement du coffret vous donne un bon à usage unique du montant payé, valable{" "}
          {format.voucher_months} mois. {SET_VOUCHER_RULE}{" "}
          <Link to={helpHref("setVoucher")} className="underline underline-offset-2 hover:text-gold-dark">
            Comment utiliser le bon
          </Link>
        </p>
      </section>
    );
  }
  return format.voucher_eligible ? <p className="text-sm text-ink/80">Ce grand format peut être réglé avec le bon d'un coffret découverte.</p> : null;
}
