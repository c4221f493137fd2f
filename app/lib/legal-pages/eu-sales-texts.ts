import { formatPrice } from "../format/money";
import type { Block } from "../legal/legal-document";
import { countryName } from "../shipping/countries";
import { EXCLUDED_TERRITORIES } from "../shipping/postal-codes";
import { deliveryOffer } from "../shipping/shipping-rules";
import { returnEstimateCents, type ZoneAbroad } from "../shipping/zones-abroad";

// What help says of deliveries abroad (decision 162, « Step 10, built »), written from the active
// zones abroad only: with France alone none of it is shown, so no page promises a delivery the shop
// does not make. The CGV say the same in both languages from locales/*/legal.json
// (eu-sales-terms.ts, decision 169); a test holds their French equal to the stored text.

const conjunction = new Intl.ListFormat("fr", { type: "conjunction" });

/** « Belgique et Luxembourg », « Allemagne, Espagne et Italie ». */
const countriesOf = (zone: ZoneAbroad) => conjunction.format(zone.countries.map(countryName));

/** The zone's name, followed by its countries unless the name already says them all. */
function zoneLabel(zone: ZoneAbroad): string {
  return zone.countries.every((c) => zone.name.includes(countryName(c))) ? zone.name : `${zone.name} (${countriesOf(zone)})`;
}

/** « A, B ni C »: the places a negative sentence names. */
function neither(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ni ${items.at(-1)}`;
}

/** The territories of the served countries the shop does not deliver (decision 172), if any. */
function territoriesSentence(zones: ZoneAbroad[]): string | null {
  const territories = [...new Set(zones.flatMap((zone) => zone.countries.flatMap((c) => EXCLUDED_TERRITORIES[c] ?? [])))];
  return territories.length === 0 ? null : `Nous ne livrons pas ${neither(territories)}.`;
}

/**
 * Decision 161's sentence on dangerous goods, said only when every method abroad is one the owner
 * marked « transport routier »: the shop states what the owner states, never more.
 */
function roadSentence(zones: ZoneAbroad[]): string | null {
  return zones.every((zone) => zone.methods.every((m) => m.road_only))
    ? "Hors de France, nos parfums voyagent par la route, en quantités limitées, avec des transporteurs habilités au transport de marchandises dangereuses ; nous ne livrons ni par avion ni hors des pays listés."
    : null;
}

/** One zone's methods, a method limited to some of its countries saying which. */
function zoneOffers(zone: ZoneAbroad): string[] {
  return zone.methods.map((m) => (m.countries.length > 0 ? `${conjunction.format(m.countries.map(countryName))} seulement — ${deliveryOffer(m)}` : deliveryOffer(m)));
}

/** Regulation (EU) 2018/302, art. 4(1)(a): the same terms whoever orders, from wherever. */
const SAME_TERMS_EVERYWHERE =
  "Quels que soient votre nationalité, votre pays de résidence ou le pays d'où vous commandez, vous pouvez commander pour une livraison dans l'un de ces pays, aux mêmes prix et conditions.";

/** « 9,90 € depuis la zone Belgique et Luxembourg » for each zone, its dearest method's price. */
function estimates(zones: ZoneAbroad[]): string {
  return conjunction.format(zones.map((zone) => `${formatPrice(returnEstimateCents(zone))} depuis la zone ${zoneLabel(zone)}`));
}

/**
 * The return from abroad (L221-5, 1° and L221-23 of the Code de la consommation; directive
 * 2011/83/EU, recital 36): who pays, why it costs more than a parcel by post, and a maximum per
 * zone, the zone's dearest delivery.
 */
function returnAbroadSentence(zones: ZoneAbroad[]): string {
  return `Retour depuis un autre pays : les frais de retour restent à votre charge, à la même adresse. Nos parfums sont des marchandises dangereuses pour le transport : ils ne peuvent pas être renvoyés par la plupart des services postaux et doivent l'être par un transporteur acceptant les liquides inflammables en quantités limitées. Le coût de ce retour peut être élevé : nous l'estimons au plus à ${estimates(zones)}, soit le prix de notre livraison la plus chère vers chaque zone.`;
}

/** Help's « Délais de livraison » after SPEC's sentences: one line per zone abroad, then how parcels travel and where not. */
export function deliveryAbroadHelp(zones: ZoneAbroad[]): Block[] {
  if (zones.length === 0) return [];
  return [
    { list: zones.flatMap((zone) => zoneOffers(zone).map((offer) => `${zoneLabel(zone)} — ${offer}`)) },
    ...[roadSentence(zones), territoriesSentence(zones)].filter((s): s is string => s !== null),
  ];
}

/** Help's « Livrez-vous à l'étranger ? »: the countries, one price, the VAT, the returns. */
export function abroadHelpAnswer(zones: ZoneAbroad[]): Block[] {
  const countries = conjunction.format(zones.flatMap((zone) => zone.countries.map(countryName)));
  return [
    `Oui : en plus de la France métropolitaine, nous livrons les pays suivants : ${countries}. ${SAME_TERMS_EVERYWHERE}`,
    "Le prix TTC de nos parfums est le même partout ; la TVA incluse, indiquée dans le panier et sur la facture, est celle de la France ou, lorsque la loi le prévoit, celle du pays de livraison.",
    ...[territoriesSentence(zones)].filter((s): s is string => s !== null),
    [returnAbroadSentence(zones), " Le détail figure dans nos ", { text: "conditions générales de vente", href: "/cgv" }, "."],
  ];
}
