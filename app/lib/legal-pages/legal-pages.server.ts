import type { TFunction } from "i18next";
import { formatPrice } from "../format/money";
import { formatLongDay } from "../format/paris-time";
import type { ShippingMethod } from "../platform/schema.server";
import { shippingMethodsFor } from "../shipping/shipping-methods.server";
import type { AccessibilityRegime, Identity, RequiredIdentityField } from "../legal/identity";
import type { Block, Inline, LegalDocument, WithdrawalForm } from "../legal/legal-document";
import { getShopSettings, identityOf } from "../legal/shop-settings.server";
import type { PackagingRegistration } from "../legal/packaging-registrations";
import { listPackagingRegistrations } from "../legal/packaging-registrations.server";
import { vatRateAt } from "../legal/vat-rates.server";
import { GUARANTEE_NOTICE_PATH } from "../legal/guarantee-notice-path";
import { formatTermsVersion, termsVersionOf } from "../legal/terms";
import type { ZoneAbroad } from "../shipping/zones-abroad";
import { zonesAbroad } from "../shipping/zones-abroad.server";
import { countryIn, deliveryAbroadTerms, returnAbroadTerms, type TermsWriter } from "./eu-sales-terms";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, GIFT_CARD_VALIDITY_MONTHS } from "../gift-cards/gift-card-rules";
import { formatVatRate } from "../legal/vat";
import { RETENTION } from "../privacy/retention-durations";
import { REVIEW_PERIODS } from "../reviews/moderation-rules";
import { SET_VOUCHER_MIN_MONTHS } from "../discovery-sets/set-rules";
import type { Lang } from "../i18n/lang";
import { fixedT } from "../i18n/texts.server";

// The five legal pages, written from what each domain states (its terms, delays, retention
// periods) in the words of `locales/{fr,en}/legal.json` (decision 169: French the reference, the
// English its translation, the facts the same). A folder above legal/: gift cards and the others
// read the shop's settings there, and these pages read them, so in legal/ the two would import
// each other (decision 128). The sentences other domains state in French (the dispatch delay, the
// payment means, a method's offer, the set's voucher, the gift card's withdrawal, the
// retention periods) are in the catalogue too, and tests/integration/legal-english.test.ts holds
// the French ones equal to the domains' own.

/** What every builder writes with: the page's language and its texts. */
type Writer = { lang: Lang; t: TFunction };

const writerOf = (lang: Lang): Writer => ({ lang, t: fixedT(lang, "legal") });

/**
 * A stored fact, or the visible placeholder an owner (and a reader) cannot miss. Only a required
 * fact may fall back to it: `missingIdentityFields` then lists it, and a live shop sells nothing
 * until it is filled (decision 142).
 */
function v({ t }: Writer, id: Identity, field: RequiredIdentityField): string {
  return id[field].trim() || t("toComplete");
}

/** One line for a multi-line stored address. */
function oneLine({ t }: Writer, id: Identity, field: RequiredIdentityField): string {
  return id[field].split("\n").map((l) => l.trim()).filter(Boolean).join(", ") || t("toComplete");
}

function sellerLine(w: Writer, id: Identity): string {
  const capital = id.share_capital.trim() ? w.t("capital", { capital: id.share_capital.trim() }) : "";
  return w.t("sellerLine", { company: v(w, id, "company_name"), form: v(w, id, "legal_form"), capital, address: oneLine(w, id, "address") });
}

function registryLine(w: Writer, id: Identity): string {
  return w.t("registry", { number: v(w, id, "registry_number"), city: v(w, id, "registry_city"), siret: v(w, id, "siret") });
}

function contactInlines(w: Writer, id: Identity): Inline[] {
  const email = id.contact_email.trim();
  const parts: Inline[] = [w.t("byEmail"), email ? { text: email, href: `mailto:${email}` } : w.t("toComplete")];
  if (id.contact_phone.trim()) parts.push(w.t("byPhone", { phone: id.contact_phone.trim() }));
  return parts;
}

function mediatorInlines(w: Writer, id: Identity): Inline[] {
  const url = id.mediator_url.trim();
  return [
    w.t("mediator"),
    v(w, id, "mediator_name"),
    w.t("mediatorSite"),
    url ? { text: url, href: url } : w.t("toComplete"),
    w.t("mediatorPost", { address: oneLine(w, id, "mediator_address") }),
  ];
}

/**
 * The online withdrawal function, said where it is in the words of the model notice (annexe à
 * l'article R221-3 as amended by décret 2026-3, art. 7; L221-21 and D221-5, docs/decisions/088).
 */
function onlineWithdrawal({ t }: Writer): Inline[] {
  return [t("owBefore"), { text: t("owLink"), href: "/renoncer" }, t("owAfter")];
}

/**
 * The box the CGV of goods must hold, word for word (Code de la consommation D211-2 and its
 * annex A, décret 2022-946): its own framed section, on the page and in the PDF (decision 107).
 */
function guaranteeBox({ t }: Writer): LegalDocument["sections"][number] {
  return {
    heading: t("gbHeading"),
    framed: true,
    blocks: [
      ...["gb1", "gb2", "gb3", "gb4", "gb5", "gb6", "gb7"].map((key) => t(key)),
      { list: ["gb7a", "gb7b", "gb7c", "gb7d"].map((key) => t(key)) },
      ...["gb8", "gb9", "gb10", "gb11", "gb12", "gb13"].map((key) => t(key)),
    ],
  };
}

const CNIL_URL = "https://www.cnil.fr/fr/plaintes";

/** France's packaging EPR identifier(s), as R541-173 of the Code de l'environnement wants them shown. */
function repLine(w: Writer, registrations: PackagingRegistration[]): string {
  const french = registrations.find((r) => r.country === "FR")?.number.trim();
  return w.t("rep", { number: french || w.t("toComplete") });
}

/**
 * The registrations of the other countries the shop ships to (Germany's LUCID number…): no law
 * read asks for them on the site, the notice shows them anyway (decisions 162 and 165).
 */
function foreignPackagingLines(w: Writer, registrations: PackagingRegistration[]): string[] {
  const foreign = registrations.filter((r) => r.country !== "FR");
  if (foreign.length === 0) return [];
  const each = foreign.map((r) => w.t("foreignPackagingItem", { country: countryIn(w.lang, r.country), register: r.register, number: r.number }));
  return [w.t("foreignPackaging", { list: each.join(w.t("listSep")) })];
}

function withdrawalForm(w: Writer, id: Identity): WithdrawalForm {
  return {
    addressee: [v(w, id, "company_name"), oneLine(w, id, "returns_address"), v(w, id, "contact_email")],
  };
}

function buildLegalNotice(w: Writer, id: Identity, registrations: PackagingRegistration[]): LegalDocument {
  const { t } = w;
  return {
    title: t("nTitle"),
    intro: [t("nIntro")],
    sections: [
      {
        heading: t("nPublisherH"),
        blocks: [
          t("nPublisher", { seller: sellerLine(w, id) }),
          registryLine(w, id),
          t("nVat", { vat: v(w, id, "vat_number") }),
          repLine(w, registrations),
          ...foreignPackagingLines(w, registrations),
          [t("nContact"), ...contactInlines(w, id), "."],
        ],
      },
      { heading: t("nDirectorH"), blocks: [`${v(w, id, "publication_director")}.`] },
      {
        heading: t("nHostH"),
        blocks: [t("nHost", { host: v(w, id, "host_name"), address: oneLine(w, id, "host_address") })],
      },
      { heading: t("nIpH"), blocks: [t("nIp", { company: v(w, id, "company_name") })] },
      {
        heading: t("nDataH"),
        blocks: [[t("nData"), { text: t("privacyLink"), href: "/confidentialite" }, "."]],
      },
      {
        heading: t("nSalesH"),
        blocks: [[t("nSales"), { text: t("termsLink"), href: "/cgv" }, "."], mediatorInlines(w, id)],
      },
    ],
  };
}

type DelayOf = { name: string; name_en?: string | null; delay_text: string; delay_text_en?: string | null; delay_min_days?: number | null; delay_max_days?: number | null };
type OfferOf = DelayOf & { price_cents: number; free_above_cents: number | null };

/** The English twin of an owner's text when written, else the French one (decision 168). */
const ownerText = (lang: Lang, fr: string, en: string | null | undefined) => (lang === "en" && en?.trim() ? en : fr);

/**
 * A method as the CGV offer it: its delay, then what it costs, in the page's language (the words
 * of shipping-rules.ts's `deliveryOffer`, which help and the cart use, and which a test holds
 * equal to these in French).
 */
export function methodOffer({ lang, t }: Writer, method: OfferOf): string {
  const { delay_min_days: min, delay_max_days: max } = method;
  const days = (n: number) => t(n > 1 ? "tDays" : "tDayOne", { n });
  const delay =
    ownerText(lang, method.delay_text, method.delay_text_en) ||
    (min == null || max == null ? "" : min === max ? days(max) : t("tDayRange", { min, max: days(max) }));
  const name = ownerText(lang, method.name, method.name_en);
  const price = method.price_cents === 0 ? t("tOfferFree") : t("tOfferPrice", { price: formatPrice(method.price_cents, lang) });
  const free =
    method.free_above_cents != null && method.price_cents > 0 ? t("tOfferFreeAbove", { amount: formatPrice(method.free_above_cents, lang) }) : "";
  return t("tOffer", { method: delay ? t("tOfferDelay", { name, delay }) : name, price, free });
}

/** The CGV's payment sentence: SPEC's two means while the fact is empty, else the owner's list. */
export function paymentTerms({ t }: Writer, meansText: string): string {
  const means = meansText.split(",").map((mean) => mean.trim()).filter(Boolean);
  const where = means.length === 0 ? t("tPayDefault") : t("tPayMeans", { means: means.join(", ") });
  return `${where} ${t("tPayRest")}`;
}

/** What the CGV are written from: the seller, France's rate, France's methods and the zones abroad (none: France alone). */
type TermsFacts = {
  id: Identity;
  vatRateBp: number;
  methods: ShippingMethod[];
  registrations: PackagingRegistration[];
  abroad: ZoneAbroad[];
  /** The day gift cards became multi-purpose (decision 160), or null: France's cards only. */
  multiPurposeFrom: string | null;
};

/**
 * The VAT of the cards in « 7 bis »: single-purpose while the shop delivers France alone (decision
 * 117); from the switch date, multi-purpose (decision 160), the cards bought before kept for
 * France and Monaco. Never says what the shop does not do: the second text only once the date is set.
 */
function giftCardVatBlocks({ lang, t }: Writer, rate: string, multiPurposeFrom: string | null): string[] {
  if (!multiPurposeFrom) return [t("tGift3", { rate })];
  const from = formatLongDay(multiPurposeFrom, lang);
  return [t("tGiftMulti", { from }), t("tGiftSingleBefore", { from })];
}

/**
 * The CGV. With France alone their text is the one of TERMS_VERSION, word for word; each active
 * zone abroad adds its deliveries, the same price TTC everywhere, the return from abroad and
 * Rome I's sentence, under TERMS_VERSION_ABROAD (decision 162); once gift cards are multi-purpose,
 * « 7 bis » says so under its own version (`termsVersionOf`, decision 160).
 */
function buildTerms(w: Writer, { id, vatRateBp, methods, registrations, abroad, multiPurposeFrom }: TermsFacts): LegalDocument {
  const { lang, t } = w;
  const returns = oneLine(w, id, "returns_address");
  const shipping = methods.filter((m) => m.is_active).map((m) => methodOffer(w, m));
  const eu = abroad.length > 0;
  const terms: TermsWriter = { ...w, offer: (m) => methodOffer(w, m) };
  const rate = formatVatRate(vatRateBp);
  return {
    title: t("tTitle"),
    intro: [t("tIntro", { version: formatTermsVersion(termsVersionOf(eu, multiPurposeFrom !== null, lang), lang) })],
    sections: [
      {
        heading: t("tSellerH"),
        blocks: [
          t("tSeller", { seller: sellerLine(w, id), registry: registryLine(w, id), vat: v(w, id, "vat_number") }),
          repLine(w, registrations),
          [t("tService"), ...contactInlines(w, id), "."],
        ],
      },
      { heading: t("tProductsH"), blocks: [t("tProducts")] },
      {
        heading: t("tPricesH"),
        blocks: [
          `${eu ? t("tPricesAbroad", { rate }) : t("tPricesFr", { rate })} ${t("tPricesRest")}`,
          t("tSetVoucher", { months: SET_VOUCHER_MIN_MONTHS, rule: t("tSetVoucherRule") }),
        ],
      },
      { heading: t("tOrderH"), blocks: [t("tOrder1"), t("tOrder2"), t("tOrder3")] },
      { heading: t("tPaymentH"), blocks: [paymentTerms(w, id.payment_means_text)] },
      {
        heading: t("tDeliveryH"),
        blocks: [
          t("tZones", { zones: ownerText(lang, v(w, id, "delivery_zones_text"), id.delivery_zones_text_en), dispatch: t("tDispatch") }),
          ...(shipping.length ? [t("tMethods"), { list: shipping }] : []),
          ...(eu ? deliveryAbroadTerms(terms, abroad) : []),
          t("tLate"),
        ],
      },
      {
        heading: t("tWithdrawalH"),
        blocks: [
          t("tW1"),
          [t("tW2Before"), { text: t("tW2Link"), href: "/retractation" }, t("tW2After"), ...contactInlines(w, id), "."],
          onlineWithdrawal(w),
          t("tW3", { address: returns }),
          ...(eu ? [returnAbroadTerms(terms, abroad)] : []),
          t("tW4"),
          t("tSetRefund"),
          t("tW5"),
        ],
      },
      {
        heading: t("tGiftH"),
        blocks: [
          t("tGift1", { min: formatPrice(GIFT_CARD_MIN_CENTS, lang), max: formatPrice(GIFT_CARD_MAX_CENTS, lang) }),
          t("tGift2", { months: GIFT_CARD_VALIDITY_MONTHS }),
          ...giftCardVatBlocks(w, rate, multiPurposeFrom),
          t("tGift4", { rule: t("tGiftWithdrawal") }),
          t("tGift5"),
        ],
      },
      {
        heading: t("tGuaranteesH"),
        blocks: [
          t("tG1"),
          [t("tG2Before"), { text: t("tG2Link"), href: GUARANTEE_NOTICE_PATH }, t("tG2After")],
          [t("tG3"), ...contactInlines(w, id), "."],
        ],
      },
      guaranteeBox(w),
      { heading: t("tMediationH"), blocks: [mediatorInlines(w, id)] },
      { heading: t("tDataH"), blocks: [[t("tData"), { text: t("privacyLink"), href: "/confidentialite" }, "."]] },
      {
        heading: t("tLawH"),
        blocks: [t("tLaw", { protection: eu ? t("tRomeI") : t("tLawHome", { seller: v(w, id, "company_name") }) })],
      },
      { heading: t("tLanguagesH"), blocks: [t("tLanguages")] },
    ],
    withdrawalForm: withdrawalForm(w, id),
  };
}

/** The privacy page's retention periods, from the numbers the retention job applies (decision 091). */
function retentionList({ t }: Writer): string[] {
  const r = RETENTION;
  return [
    t("pRet1", { years: r.accountingYears }),
    t("pRet2", { years: r.orderContactYears }),
    // Art. 369k of directive 2006/112/EC: the OSS records, ten years from the end of the year (decision 159).
    t("pRet3", { years: r.accountingYears }),
    t("pRet4", { months: r.emailBodyMonths }),
    t("pRet5", { months: r.stockAlertMonths, days: r.stockAlertUnconfirmedDays }),
    t("pRet6", { years: REVIEW_PERIODS.keptYears }),
    t("pRet7", { days: r.newsletterUnconfirmedDays }),
    t("pRet8", { days: r.checkoutReminderDays }),
    t("pRet9", { minutes: r.securityTraceMinutes }),
  ];
}

export function buildPrivacy(id: Identity, lang: Lang = "fr"): LegalDocument {
  const w = writerOf(lang);
  const { t } = w;
  const keys = (...list: string[]) => list.map((key) => t(key));
  return {
    title: t("pTitle"),
    intro: [t("pIntro")],
    sections: [
      {
        heading: t("pControllerH"),
        blocks: [[t("pController", { company: v(w, id, "company_name"), address: oneLine(w, id, "address") }), ...contactInlines(w, id), "."]],
      },
      { heading: t("pOrderH"), blocks: [{ list: keys("pOrder1", "pOrder2", "pOrder3", "pOrder4", "pOrder5", "pOrder6") }, t("pOrder7")] },
      { heading: t("pAlertsH"), blocks: [t("pAlerts")] },
      { heading: t("pReviewsH"), blocks: [t("pReviews"), [{ text: t("pReviewsLink"), href: "/avis-clients" }, "."]] },
      { heading: t("pNewsletterH"), blocks: [t("pNewsletter")] },
      { heading: t("pReminderH"), blocks: [t("pReminder")] },
      { heading: t("pPurposesH"), blocks: [{ list: keys("pPurpose1", "pPurpose2", "pPurpose3", "pPurpose4", "pPurpose5", "pPurpose6") }] },
      { heading: t("pRetentionH"), blocks: [{ list: retentionList(w) }, t("pRetAuto")] },
      {
        heading: t("pRecipientsH"),
        blocks: [t("pRecipients"), { list: [t("pRec1"), t("pRec2"), t("pRec3"), t("pRec4", { host: v(w, id, "host_name") }), t("pRec5")] }],
      },
      {
        heading: t("pRightsH"),
        blocks: [
          t("pRights1"),
          [t("pRights2"), ...contactInlines(w, id), t("pRights2Post", { address: oneLine(w, id, "address") })],
          t("pRights3"),
          [t("pRights4"), { text: CNIL_URL, href: CNIL_URL }, "."],
        ],
      },
      { heading: t("pCookiesH"), blocks: [t("pCookies"), { list: keys("pCookie1", "pCookie2", "pCookie3", "pCookie4") }] },
    ],
  };
}

function buildWithdrawal(w: Writer, id: Identity): LegalDocument {
  const { t } = w;
  return {
    title: t("wTitle"),
    intro: [t("wIntro"), onlineWithdrawal(w), [t("wTermsBefore"), { text: t("termsLink"), href: "/cgv" }, t("wTermsAfter")]],
    sections: [
      {
        heading: t("wWhereH"),
        blocks: [
          [t("wByEmail"), ...contactInlines(w, id).slice(1), "."],
          t("wByPost", { company: v(w, id, "company_name"), address: oneLine(w, id, "returns_address") }),
          t("wReference"),
        ],
      },
    ],
    withdrawalForm: withdrawalForm(w, id),
  };
}

const DEFENSEUR_URL = "https://formulaire.defenseurdesdroits.fr/";

/**
 * The accessibility statement (decision 090). It reports what the shop's own checks measure and
 * no more: without a complete RGAA audit, the RGAA's own rule makes the site "non conforme".
 */
function buildAccessibility(w: Writer, id: Identity, regime: AccessibilityRegime): LegalDocument {
  const { t } = w;
  const company = v(w, id, "company_name");
  const scope: Block[] = regime === "micro" ? [t("aMicro1", { company }), t("aMicro2")] : [t("aCommit1", { company }), t("aCommit2")];
  return {
    title: t("aTitle"),
    intro: [t("aIntro")],
    sections: [
      { heading: regime === "micro" ? t("aMicroH") : t("aCommitH"), blocks: scope },
      {
        heading: t("aStatusH"),
        blocks: [t("aStatus1"), t("aStatus2"), { list: ["aCheck1", "aCheck2", "aCheck3", "aCheck4"].map((key) => t(key)) }, t("aStatus3")],
      },
      { heading: t("aLimitsH"), blocks: [{ list: ["aLimit1", "aLimit2", "aLimit3"].map((key) => t(key)) }] },
      { heading: t("aReportH"), blocks: [[t("aReportBefore"), ...contactInlines(w, id), t("aReportAfter")]] },
      {
        heading: t("aRemediesH"),
        blocks: [
          t("aRemedies1"),
          { list: [{ text: t("aRemedy1"), href: DEFENSEUR_URL }, t("aRemedy2"), t("aRemedy3")] },
          t("aControl"),
        ],
      },
    ],
  };
}

export type LegalPage = "mentions-legales" | "cgv" | "confidentialite" | "retractation" | "accessibilite";

/**
 * The CGV in force for a buyer who orders in `lang`, their version and the language they are
 * written in: the text follows the active zones, its version with it.
 */
export async function termsInForce(lang: Lang = "fr"): Promise<{ version: string; document: LegalDocument; lang: Lang }> {
  const [settings, vatRateBp, methods, registrations, abroad] = await Promise.all([
    getShopSettings(),
    vatRateAt("FR", new Date()),
    shippingMethodsFor(),
    listPackagingRegistrations(),
    zonesAbroad(),
  ]);
  const multiPurposeFrom = settings.multi_purpose_cards_from;
  const document = buildTerms(writerOf(lang), { id: identityOf(settings), vatRateBp, methods, registrations, abroad, multiPurposeFrom });
  return { version: termsVersionOf(abroad.length > 0, multiPurposeFrom !== null, lang), document, lang };
}

/** The page's document, built from the identity and settings stored now. */
export async function loadLegalDocument(page: LegalPage, lang: Lang = "fr"): Promise<LegalDocument> {
  const settings = await getShopSettings();
  const id = identityOf(settings);
  const w = writerOf(lang);
  switch (page) {
    case "mentions-legales":
      return buildLegalNotice(w, id, await listPackagingRegistrations());
    case "cgv":
      return (await termsInForce(lang)).document;
    case "confidentialite":
      return buildPrivacy(id, lang);
    case "retractation":
      return buildWithdrawal(w, id);
    case "accessibilite":
      return buildAccessibility(w, id, settings.accessibility_regime);
  }
}
