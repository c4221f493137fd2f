import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { TO_TRANSLATE, WITHOUT_INGREDIENTS } from "~/lib/admin/perfume-list";
import { formatPrice } from "~/lib/format/money";
import { formatLongDay } from "~/lib/format/paris-time";
import { DISTANCE_SALES_THRESHOLD_CENTS, type DistanceSalesNotice } from "~/lib/legal/distance-sales";
import type { OwnerDesk } from "~/lib/use-cases/owner-desk.server";
import { useAdminHref } from "./admin-href";

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

/** One piece of work: its count, what it is, and the link to the screen where it is done. */
function Task({ count, label, to, action, children }: { count: number; label: string; to: string; action: string; children?: ReactNode }) {
  const done = count === 0;
  return (
    <li className={`flex flex-col border bg-white p-5 ${done ? "border-ink/10" : "border-gold/60"}`}>
      <p className="flex items-baseline gap-3">
        <span className={`font-display text-4xl ${done ? "text-ink/70" : "text-ink"}`}>{count}</span>{" "}
        <span className="text-sm uppercase tracking-[0.12em] text-ink/80">{label}</span>
      </p>
      {children ? <div className="mt-3 text-sm text-ink/80">{children}</div> : null}
      <Link to={to} className="mt-auto self-start pt-4 text-sm underline underline-offset-4 hover:text-gold-dark">
        {action}
      </Link>
    </li>
  );
}

function Amount({ label, cents, to }: { label: string; cents: number; to: string }) {
  return (
    <div className="border border-ink/10 bg-white p-4 sm:p-5">
      <dt className="text-xs uppercase tracking-[0.12em] text-ink/80 sm:text-sm">{label}</dt>
      <dd className="mt-2 font-display text-3xl sm:text-4xl">
        <Link to={to} className="hover:text-gold-dark">
          {formatPrice(cents)}
        </Link>
      </dd>
    </div>
  );
}

/**
 * The EU distance sales against the 10 000 € threshold (decision 157): the year's total from
 * 8 000 €, the crossing, and what the owner must do about the OSS; red while a crossed threshold
 * has no OSS registration.
 */
function DistanceSalesBanner({ notice, today }: { notice: DistanceSalesNotice; today: string }) {
  const href = useAdminHref();
  const { year, crossedIn, ossFrom } = notice;
  const urgent = crossedIn !== null && ossFrom === null;
  return (
    <section aria-labelledby="desk-distance-sales" className={`border p-4 text-sm sm:p-5 ${urgent ? "border-red-800 bg-red-50 text-red-900" : "border-gold/60 bg-white"}`}>
      <h3 id="desk-distance-sales" className="font-display text-xl">
        Ventes à distance UE en {year} : {formatPrice(notice.yearHtCents)} HT sur {formatPrice(DISTANCE_SALES_THRESHOLD_CENTS)}
      </h3>
      {crossedIn === year ? (
        <p className="mt-1">Seuil franchi en {year} : chaque vente livrée dans un autre pays de l'Union porte la TVA de ce pays, cette année et l'an prochain.</p>
      ) : crossedIn !== null ? (
        <p className="mt-1">Seuil franchi en {crossedIn} : toute l'année {year}, chaque vente livrée dans un autre pays de l'Union porte la TVA de ce pays.</p>
      ) : null}
      <p className="mt-1">
        {ossFrom
          ? `${ossFrom <= today ? "Inscrit au guichet unique OSS depuis le" : "Inscription au guichet unique OSS à partir du"} ${formatLongDay(ossFrom)}.`
          : crossedIn !== null
            ? "Inscrivez-vous au guichet unique OSS, puis indiquez la date d'effet dans les informations légales."
            : "Non inscrit au guichet unique OSS : TVA française jusqu'au seuil."}{" "}
        <Link to={href("/informations-legales")} className="underline underline-offset-2">
          Régime TVA des ventes dans l'UE
        </Link>
      </p>
    </section>
  );
}

/** The owner's first screen: what needs doing today, each tile leading to where it is done, and the sales. */
export function Dashboard({ desk }: { desk: OwnerDesk }) {
  const href = useAdminHref();
  const { restock, withoutIngredients, missingLegal } = desk;
  const monthStart = `${desk.today.slice(0, 8)}01`;
  const ingredientsLeft = withoutIngredients.total - withoutIngredients.named.length;
  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-2xl md:text-3xl">Tableau de bord</h2>
        <p className="mt-1 text-sm text-ink/80">{formatLongDay(desk.today)}</p>
      </div>

      {desk.distanceSales ? <DistanceSalesBanner notice={desk.distanceSales} today={desk.today} /> : null}

      <section aria-labelledby="desk-sales">
        <h3 id="desk-sales" className="eyebrow">
          Ventes
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4">
          <Amount label="Aujourd'hui" cents={desk.sales.todayCents} to={href(`/commandes?from=${desk.today}&to=${desk.today}`)} />
          <Amount label="Depuis le début du mois" cents={desk.sales.monthCents} to={href(`/commandes?from=${monthStart}&to=${desk.today}`)} />
        </dl>
        <p className="mt-2 text-xs text-ink/70">Commandes payées, moins l'argent remboursé, au jour du paiement.</p>
      </section>

      <section aria-labelledby="desk-todo">
        <h3 id="desk-todo" className="eyebrow">
          À faire
        </h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Task
            count={desk.ordersToShip}
            label={plural(desk.ordersToShip, "Commande à expédier", "Commandes à expédier")}
            to={href("/commandes?expedier=1")}
            action="Voir les commandes à expédier"
          />
          <Task count={desk.reviewsToModerate} label="Avis à modérer" to={href("/avis")} action="Modérer les avis" />
          <Task
            count={desk.giftCardsSentToday}
            label={plural(desk.giftCardsSentToday, "Carte cadeau envoyée aujourd'hui", "Cartes cadeaux envoyées aujourd'hui")}
            to={href("/cartes-cadeaux")}
            action="Voir les cartes cadeaux"
          >
            <p>Chaque carte part seule par email à son destinataire le jour choisi par l'acheteur.</p>
          </Task>
          <Task count={restock.total} label={plural(restock.total, "Format à réapprovisionner", "Formats à réapprovisionner")} to={href("/parfums")} action="Voir les stocks">
            {restock.named.length > 0 ? (
              <ul className="space-y-1">
                {restock.named.map((f) => (
                  <li key={`${f.productId}-${f.format}`}>
                    <Link to={href(`/parfums/${f.productId}/formats`)} className="underline underline-offset-2">
                      {f.name} ({f.format})
                    </Link>{" "}
                    : {f.quantity > 0 ? `${f.quantity} en stock` : "épuisé"}
                  </li>
                ))}
                {restock.total > restock.named.length ? <li>et {restock.total - restock.named.length} de plus</li> : null}
              </ul>
            ) : null}
          </Task>
          <Task
            count={missingLegal.length}
            label={plural(missingLegal.length, "Information légale à compléter", "Informations légales à compléter")}
            to={href("/informations-legales")}
            action="Compléter les informations légales"
          >
            {missingLegal.length > 0 ? (
              <>
                <p>{missingLegal.join(", ")}.</p>
                <p className="mt-1">
                  {desk.liveSales
                    ? "Les paiements par carte sont ouverts : tant qu'elles manquent, les clients ne peuvent pas commander."
                    : "Les mentions légales et les conditions générales de vente affichent « [à compléter] » à leur place."}
                </p>
              </>
            ) : null}
          </Task>
          <Task
            count={withoutIngredients.total}
            label={plural(withoutIngredients.total, "Parfum sans liste d'ingrédients", "Parfums sans liste d'ingrédients")}
            to={href(`/parfums?filtre=${WITHOUT_INGREDIENTS}`)}
            action="Voir ces parfums"
          >
            {withoutIngredients.total > 0 ? (
              <>
                <p>Obligatoire avant l'achat :</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {withoutIngredients.named.map((p) => (
                    <li key={p.id}>
                      <Link to={href(`/parfums/${p.id}`)} className="underline underline-offset-2">
                        {p.name}
                      </Link>
                    </li>
                  ))}
                  {ingredientsLeft > 0 ? <li>et {ingredientsLeft} de plus</li> : null}
                </ul>
              </>
            ) : null}
          </Task>
          <Task
            count={desk.perfumesToTranslate}
            label={plural(desk.perfumesToTranslate, "Parfum à traduire en anglais", "Parfums à traduire en anglais")}
            to={href(`/parfums?filtre=${TO_TRANSLATE}`)}
            action="Voir les parfums à traduire"
          >
            {desk.perfumesToTranslate > 0 ? <p>Nom ou description anglais vide : la page anglaise montre le texte français.</p> : null}
          </Task>
        </ul>
      </section>
    </div>
  );
}
