import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { CreditNoteSnapshot, InvoiceSnapshot, ReceiptSnapshot } from "../documents/snapshots";
import type { AttachmentRef } from "../mail/attachments";
import type { LegalDocument } from "../legal/legal-document";
import type { FragranceAllergen } from "../catalog/fragrance-allergens";
import type { Concentration } from "../catalog/product-facts";
import { DEFAULT_WARNINGS } from "./stored-defaults";
import type { OlfactoryFamily } from "../catalog/olfactory";
import type { Lang } from "../i18n/lang";

const timestamps = {
  created_at: integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
  updated_at: integer("updated_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
};

export const collections = sqliteTable("collections", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  // English twins of the shopper-facing texts (decision 168): null or empty, the French one shows.
  name_en: text("name_en"),
  description_en: text("description_en"),
  is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  ...timestamps,
});

export const STOCK_STATUSES = ["in_stock", "out_of_stock"] as const;

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    image_url: text("image_url"),
    short_description: text("short_description").notNull().default(""),
    full_description: text("full_description").notNull().default(""),
    // Its price, stock, stock status and size live on its formats only (decision 105).
    is_best_seller: integer("is_best_seller", { mode: "boolean" }).notNull().default(false),
    collection_id: integer("collection_id").references(() => collections.id, {
      onDelete: "set null",
    }),
    top_notes: text("top_notes"),
    heart_notes: text("heart_notes"),
    base_notes: text("base_notes"),
    usage_tips: text("usage_tips"),
    // What the page must tell before purchase (decision 089). An empty INCI list is "not yet
    // given": the admin lists such perfumes until the owner fills it in.
    concentration: text("concentration").$type<Concentration>().notNull().default("eau_de_parfum"),
    ingredients: text("ingredients").notNull().default(""),
    allergens: text("allergens", { mode: "json" }).$type<FragranceAllergen[]>().notNull().default(sql`'[]'`),
    warnings: text("warnings").notNull().default(DEFAULT_WARNINGS),
    reference: text("reference"),
    ean: text("ean"),
    // Its olfactory families, slugs of OLFACTORY_FAMILIES (decision 092).
    families: text("families", { mode: "json" }).$type<OlfactoryFamily[]>().notNull().default(sql`'[]'`),
    // Offered as a free sample in the cart, from its own stock of vials (decision 096).
    sample_offered: integer("sample_offered", { mode: "boolean" }).notNull().default(false),
    sample_stock: integer("sample_stock").notNull().default(0),
    // English twins (decision 168); INCI lists are one international list and have none. An
    // empty `name_en` is a name said the same in both languages (« Minuit Profond »).
    name_en: text("name_en"),
    short_description_en: text("short_description_en"),
    full_description_en: text("full_description_en"),
    usage_tips_en: text("usage_tips_en"),
    warnings_en: text("warnings_en"),
    ...timestamps,
  },
  (t) => [index("products_collection_idx").on(t.collection_id)],
);

/**
 * The sizes a perfume is sold in (50 ml, 100 ml, a refill…), each with its own price and stock
 * (docs/decisions/093): the one home of a perfume's prices, stocks and sizes (decision 105).
 * `is_default` marks the one format every perfume has, created empty with the perfume by a
 * trigger (drizzle/0015, drizzle-pg/0006); the perfume form's price, stock and size are its.
 */
export const product_formats = sqliteTable(
  "product_formats",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // A volume, or a label for what has none (a refill, a coffret); the label wins when both are set.
    volume_ml: integer("volume_ml"),
    label: text("label"),
    // Null means "no price yet", as for a perfume.
    price_cents: integer("price_cents"),
    // The payment provider's price for this format, kept current by "Corriger prix".
    price_id: text("price_id"),
    stock_status: text("stock_status", { enum: STOCK_STATUSES }).notNull().default("in_stock"),
    stock_quantity: integer("stock_quantity").notNull().default(0),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    is_default: integer("is_default", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
    ean: text("ean"),
    // The owner's "prix barré": shown only when the price history gives a higher reference (decision 094).
    shows_reduction: integer("shows_reduction", { mode: "boolean" }).notNull().default(false),
    // A « Coffret découverte » (decision 114): the vials it holds, one per line; null for a bottle.
    set_contents: text("set_contents"),
    // How long the voucher a paid set issues stays valid, in months (at least SET_VOUCHER_MIN_MONTHS).
    voucher_months: integer("voucher_months"),
    // A full bottle the set's voucher may pay for (never a set: the form refuses both at once).
    voucher_eligible: integer("voucher_eligible", { mode: "boolean" }).notNull().default(false),
    label_en: text("label_en"),
    set_contents_en: text("set_contents_en"),
    ...timestamps,
  },
  (t) => [
    index("product_formats_product_idx").on(t.product_id, t.position),
    uniqueIndex("product_formats_one_default_idx").on(t.product_id).where(sql`is_default = 1`),
  ],
);

/**
 * Every price a format has had and since when, written by a trigger on product_formats so that
 * the admin, "Corriger prix", an import or a manual sqlite3 session are all recorded (L112-1-1).
 */
export const price_changes = sqliteTable(
  "price_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    format_id: integer("format_id")
      .notNull()
      .references(() => product_formats.id, { onDelete: "cascade" }),
    price_cents: integer("price_cents"),
    changed_at: integer("changed_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [index("price_changes_format_idx").on(t.format_id, t.changed_at)],
);

/** A perfume's photos beyond its main image (`image_url`), in the order the gallery shows them. */
export const product_images = sqliteTable(
  "product_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    alt_en: text("alt_en"),
    position: integer("position").notNull().default(0),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [index("product_images_product_idx").on(t.product_id, t.position)],
);

export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const promo_codes = sqliteTable("promo_codes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(),
  is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
  discount_type: text("discount_type", { enum: DISCOUNT_TYPES }).notNull(),
  // Percentage points for "percentage", integer cents for "fixed" (see docs/decisions).
  discount_value: integer("discount_value").notNull(),
  starts_at: integer("starts_at", { mode: "timestamp" }),
  ends_at: integer("ends_at", { mode: "timestamp" }),
  max_uses: integer("max_uses"),
  times_used: integer("times_used").notNull().default(0),
  min_subtotal_cents: integer("min_subtotal_cents").notNull().default(0),
  ...timestamps,
});

/**
 * "refund_due": money arrived for an order the shop can no longer honour (its hold had lapsed and
 * the stock or the code's last use went to someone else): nothing was taken from stock, the
 * customer is owed a refund (docs/decisions/023).
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "shipped",
  "delivered",
  "refunded",
  "partially_refunded",
  "failed",
  "expired",
  "refund_due",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: text("reference").notNull().unique(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    subtotal_cents: integer("subtotal_cents").notNull(),
    discount_cents: integer("discount_cents").notNull().default(0),
    total_cents: integer("total_cents").notNull(),
    promo_code: text("promo_code"),
    payment_provider: text("payment_provider", { enum: ["stripe", "demo"] }).notNull(),
    checkout_session_id: text("checkout_session_id").unique(),
    customer_email: text("customer_email"),
    customer_name: text("customer_name"),
    shipping_address: text("shipping_address"),
    paid_at: integer("paid_at", { mode: "timestamp" }),
    // Stripe's payment intent, kept at payment so a refund can be made through the Refunds API.
    payment_intent_id: text("payment_intent_id"),
    // Shipping chosen in the cart, snapshot at checkout (the method may change or go later).
    shipping_method_id: integer("shipping_method_id").references(() => shipping_methods.id, {
      onDelete: "set null",
    }),
    shipping_method_name: text("shipping_method_name"),
    shipping_cents: integer("shipping_cents").notNull().default(0),
    // VAT included in total_cents, at the rate in force at checkout (basis points: 2000 = 20 %).
    vat_rate_bp: integer("vat_rate_bp").notNull().default(2000),
    vat_cents: integer("vat_cents").notNull().default(0),
    // Where the parcel goes, fixed before payment from the cart's country (decision 161); every
    // order before it went to France.
    delivery_country: text("delivery_country").notNull().default("FR"),
    // Whose VAT the order bears, fixed at payment (decision 157): « FR » (French VAT) or
    // « destination » (the delivery country's, declared through the OSS).
    vat_scheme: text("vat_scheme").notNull().default("FR"),
    terms_accepted_at: integer("terms_accepted_at", { mode: "timestamp" }),
    terms_version: text("terms_version"),
    // The language of the checkout the order was placed from: its terms, payment pages and
    // emails are in it (decision 169); every order before it was placed in French.
    lang: text("lang").$type<Lang>().notNull().default("fr"),
    // Sequential, gap-free, assigned in the payment transaction (French invoicing rules).
    invoice_number: integer("invoice_number").unique(),
    carrier: text("carrier"),
    tracking_number: text("tracking_number"),
    tracking_url: text("tracking_url"),
    shipped_at: integer("shipped_at", { mode: "timestamp" }),
    delivered_at: integer("delivered_at", { mode: "timestamp" }),
    refunded_cents: integer("refunded_cents").notNull().default(0),
    // Null: no gift wrap. Its price at checkout otherwise (0 when offered free), inside total_cents.
    gift_wrap_cents: integer("gift_wrap_cents"),
    // The card's words as the shopper typed them (plain text, never HTML), or null.
    gift_message: text("gift_message"),
    // The gift card that pays part or all of the order, and how much of it (decision 116): held
    // while the order is pending, debited at payment. What is left to pay is total − this.
    gift_card_id: integer("gift_card_id").references((): SQLiteColumn => gift_cards.id, { onDelete: "set null" }),
    gift_card_cents: integer("gift_card_cents").notNull().default(0),
    // When the customer's name, email and address were erased (retention period or request).
    personal_data_erased_at: integer("personal_data_erased_at", { mode: "timestamp" }),
    /** The end of the payment window; a pending order holds its stock and code use until then. */
    expires_at: integer("expires_at", { mode: "timestamp" }),
    ...timestamps,
  },
  (t) => [
    index("orders_created_idx").on(t.created_at),
    index("orders_pending_idx").on(t.status, t.expires_at),
    index("orders_status_created_idx").on(t.status, t.created_at),
    // The year's intra-EU distance sales, summed under the year's lock at each payment abroad (decision 157).
    index("orders_paid_country_idx").on(t.paid_at, t.delivery_country),
    // Emails are kept as typed; every lookup by email (the orders search, a customer's data) compares them lowercased.
    index("orders_email_lower_idx").on(sql`lower(${t.customer_email})`),
  ],
);

export const SET_VOUCHER_STATUSES = ["active", "used", "cancelled"] as const;
export type SetVoucherStatus = (typeof SET_VOUCHER_STATUSES)[number];

/**
 * The single-use codes a paid discovery set issues (decision 114), one per set bought, worth what
 * was paid for it. An order uses one through its `promo_code` (one code per order); its pending
 * hold counts as the promo's do, and `used_order_id` is set in the transaction that pays it.
 */
export const set_vouchers = sqliteTable(
  "set_vouchers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id),
    order_item_id: integer("order_item_id").references(() => order_items.id),
    value_cents: integer("value_cents").notNull(),
    // What it may still pay: its value, less what refunds of its set took back; 0 once used (the
    // rest of a single use is not carried over). Moves only with a row of `stored_value_ledger`.
    balance_cents: integer("balance_cents").notNull().default(0),
    expires_at: integer("expires_at", { mode: "timestamp" }).notNull(),
    status: text("status", { enum: SET_VOUCHER_STATUSES }).notNull().default("active"),
    used_order_id: integer("used_order_id").references(() => orders.id),
    used_at: integer("used_at", { mode: "timestamp" }),
    cancelled_at: integer("cancelled_at", { mode: "timestamp" }),
    ...timestamps,
  },
  (t) => [check("set_vouchers_balance_check", sql`${t.balance_cents} >= 0`), index("set_vouchers_order_idx").on(t.order_id)],
);

/** What happened to an order after checkout, for the admin's timeline (who, when, what). */
export const order_events = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    // An admin's email, or "client" / "système" for what the shopper or the shop itself did.
    actor: text("actor").notNull(),
    detail: text("detail").notNull().default(""),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [index("order_events_order_idx").on(t.order_id)],
);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Emails to send, written in the same transaction as the event that causes them and delivered by
 * a sender with retries, so an SMTP outage delays mail and loses none. `dedupe_key` makes a
 * replayed event or a double click write nothing twice.
 */
export const email_outbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    dedupe_key: text("dedupe_key").notNull().unique(),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: integer("next_attempt_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    last_error: text("last_error"),
    // Documents to attach, named rather than stored: rendered at send time from immutable rows.
    attachments: text("attachments", { mode: "json" }).$type<AttachmentRef[]>().notNull().default([]),
    // Extra headers of the message, such as List-Unsubscribe on a back-in-stock alert (decision 095).
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    sent_at: integer("sent_at", { mode: "timestamp" }),
    // When the body was dropped at the end of its retention period: such a message cannot be resent.
    body_dropped_at: integer("body_dropped_at", { mode: "timestamp" }),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("email_outbox_order_idx").on(t.order_id),
  ],
);

/** A group of countries served by the same methods (decision 161): « France métropolitaine », « Belgique et Luxembourg »… */
export const shipping_zones = sqliteTable("shipping_zones", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  is_active: integer("is_active", { mode: "boolean" }).notNull().default(false),
  display_order: integer("display_order").notNull().default(0),
  // Raised by every save: the owner's form carries the one it showed, and a save from a page
  // older than the row is refused instead of overwriting the change made meanwhile.
  version: integer("version").notNull().default(0),
  ...timestamps,
});

/**
 * The countries (ISO 3166-1 alpha-2) of a zone. A country may sit in several zones while the
 * owner prepares a new one, but in one active zone at most: the zone screen's save refuses more.
 */
export const shipping_zone_countries = sqliteTable(
  "shipping_zone_countries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    zone_id: integer("zone_id")
      .notNull()
      .references(() => shipping_zones.id, { onDelete: "cascade" }),
    country: text("country").notNull(),
  },
  (t) => [uniqueIndex("shipping_zone_countries_zone_country_idx").on(t.zone_id, t.country), index("shipping_zone_countries_country_idx").on(t.country)],
);

export const OLFACTORY_TERM_KINDS = ["note", "family"] as const;

/**
 * The English names of notes and families (decision 168). `fr` is a family's key (`boise`) or a
 * note as perfumes carry it (« Fève tonka »), compared without case; a note has a row once the
 * owner names it in English, a family from the migration on.
 */
export const olfactory_terms = sqliteTable(
  "olfactory_terms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: OLFACTORY_TERM_KINDS }).notNull(),
    fr: text("fr").notNull(),
    en: text("en").notNull().default(""),
  },
  (t) => [uniqueIndex("olfactory_terms_kind_fr_idx").on(t.kind, sql`lower(${t.fr})`)],
);

/** Delivery methods offered in the cart, managed in the admin. */
export const shipping_methods = sqliteTable("shipping_methods", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  // Null only for a row written before zones existed and not moved yet: the migration puts
  // today's methods in « France métropolitaine », and every save names a zone. SQLite cannot add
  // a NOT NULL reference to a table that has rows.
  zone_id: integer("zone_id").references(() => shipping_zones.id),
  name: text("name").notNull(),
  delay_text: text("delay_text").notNull().default(""),
  name_en: text("name_en"),
  delay_text_en: text("delay_text_en"),
  // The delay in working days, for a method without its own sentence: « livré en 3 à 5 jours ouvrés ».
  delay_min_days: integer("delay_min_days"),
  delay_max_days: integer("delay_max_days"),
  // The owner's statement that the carrier sends this parcel by road (perfume is a dangerous good, decision 161).
  road_only: integer("road_only", { mode: "boolean" }).notNull().default(false),
  // The countries of its zone it serves; empty: all of them.
  countries: text("countries", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  price_cents: integer("price_cents").notNull().default(0),
  // Free when the discounted subtotal reaches this amount; null: never free.
  free_above_cents: integer("free_above_cents"),
  is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  version: integer("version").notNull().default(0),
  ...timestamps,
});

/**
 * The seller's legal identity and the shop's settings: one row (id 1), filled by the owner in the
 * admin ("Informations légales") and read by the legal pages, emails and invoices.
 */
export const shop_settings = sqliteTable("shop_settings", {
  id: integer("id").primaryKey(),
  company_name: text("company_name").notNull().default(""),
  legal_form: text("legal_form").notNull().default(""),
  share_capital: text("share_capital").notNull().default(""),
  address: text("address").notNull().default(""),
  registry_number: text("registry_number").notNull().default(""),
  registry_city: text("registry_city").notNull().default(""),
  siret: text("siret").notNull().default(""),
  vat_number: text("vat_number").notNull().default(""),
  publication_director: text("publication_director").notNull().default(""),
  contact_email: text("contact_email").notNull().default(""),
  contact_phone: text("contact_phone").notNull().default(""),
  host_name: text("host_name").notNull().default(""),
  host_address: text("host_address").notNull().default(""),
  mediator_name: text("mediator_name").notNull().default(""),
  mediator_url: text("mediator_url").notNull().default(""),
  // The mediator's postal address, the third of its coordinates (R616-1, decision 107).
  mediator_address: text("mediator_address").notNull().default(""),
  // France's packaging EPR identifier before packaging_registrations: copied there by migration
  // and read by nothing; kept while a box of the previous release may still read it (decision 165).
  rep_identifiers: text("rep_identifiers").notNull().default(""),
  delivery_zones_text: text("delivery_zones_text").notNull().default(""),
  delivery_zones_text_en: text("delivery_zones_text_en"),
  returns_address: text("returns_address").notNull().default(""),
  // The payment means Stripe offers, as the owner lists them from its dashboard; empty, the CGV
  // keep SPEC's « carte bancaire ou PayPal » (decision 162).
  payment_means_text: text("payment_means_text").notNull().default(""),
  // The EU responsible person of the perfumes (Regulation 1223/2009 art. 4, GPSR art. 19);
  // empty means the seller itself.
  responsible_name: text("responsible_name").notNull().default(""),
  responsible_address: text("responsible_address").notNull().default(""),
  responsible_email: text("responsible_email").notNull().default(""),
  low_stock_threshold: integer("low_stock_threshold").notNull().default(3),
  // What the cart offers around the bottles (decision 096).
  gift_wrap_offered: integer("gift_wrap_offered", { mode: "boolean" }).notNull().default(true),
  gift_wrap_cents: integer("gift_wrap_cents").notNull().default(0),
  samples_per_order: integer("samples_per_order").notNull().default(2),
  // The gift card amounts offered, in cents, comma-separated (decision 116).
  gift_card_amounts: text("gift_card_amounts").notNull().default("5000,10000,15000"),
  // The home's example reviews of the demo catalogue; the owner hides them before opening (decision 107).
  show_demo_reviews: integer("show_demo_reviews", { mode: "boolean" }).notNull().default(true),
  // Days after delivery before a buyer is invited to review the order's perfumes (decision 110).
  review_invitation_days: integer("review_invitation_days").notNull().default(7),
  // How long after a checkout's payment window closed its reminder goes (decision 113).
  checkout_reminder_delay_minutes: integer("checkout_reminder_delay_minutes").notNull().default(60),
  // Which accessibility statement applies: "micro" for a micro-enterprise exempt from the EAA.
  accessibility_regime: text("accessibility_regime", { enum: ["subject", "micro"] }).notNull().default("subject"),
  // The day (Paris, « AAAA-MM-JJ ») the seller's OSS registration applies from; null: not registered,
  // French VAT on EU distance sales until the 10 000 € threshold (decision 157).
  oss_registered_on: text("oss_registered_on"),
  // The day (Paris, « AAAA-MM-JJ ») the first zone abroad was activated: every gift card issued
  // from it is a multi-purpose voucher (decision 160). Null while the shop delivers France alone.
  multi_purpose_cards_from: text("multi_purpose_cards_from"),
  // The origin the owner first signed in at, the base of email links when PUBLIC_URL is unset.
  site_origin: text("site_origin"),
  updated_at: integer("updated_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

/**
 * The seller's packaging EPR registration in each country it ships to (decision 165): France's
 * ADEME unique identifier, Germany's LUCID number… One row per country; `version` moves at each
 * save, so a form left open cannot overwrite a newer save.
 */
export const packaging_registrations = sqliteTable("packaging_registrations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  // ISO 3166-1 alpha-2 code of an EU Member State or Monaco.
  country: text("country").notNull().unique(),
  register: text("register").notNull(),
  number: text("number").notNull(),
  // An authorised representative's name and address, or what else the owner must remember.
  note: text("note").notNull().default(""),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

/**
 * The standard VAT rate of each country, valid from a calendar day of that country (decision 158):
 * the rate in force on a day is the row with the greatest `valid_from` not after it, so a change
 * of rate is a row added ahead of its date. `rate_bp` in basis points (2550 = 25,5 %).
 */
export const vat_rates = sqliteTable(
  "vat_rates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    country: text("country").notNull(),
    rate_bp: integer("rate_bp").notNull(),
    valid_from: text("valid_from").notNull(),
    source: text("source").notNull().default(""),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [uniqueIndex("vat_rates_country_day_idx").on(t.country, t.valid_from)],
);

export const order_items = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // Kept nullable so deleting a perfume never rewrites order history: the snapshot stays.
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    // Which format was bought, and its name then ("100 ml"); null on orders made before formats.
    format_id: integer("format_id").references(() => product_formats.id, { onDelete: "set null" }),
    format_label: text("format_label"),
    unit_price_cents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    // Bottles of this line put back in stock by refunds; never more than `quantity`.
    restocked_quantity: integer("restocked_quantity").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.order_id)],
);

/**
 * The free samples chosen in the cart, held by a pending order like its bottles. `given` turns
 * false when, at payment, a hold had lapsed and the vials were gone: the order is paid all the
 * same, without that sample (decision 096).
 */
export const order_samples = sqliteTable(
  "order_samples",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    given: integer("given", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("order_samples_order_idx").on(t.order_id), index("order_samples_product_idx").on(t.product_id)],
);

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;

/**
 * Each refund, written before the payment provider is asked (docs/decisions/084): "pending" while
 * Stripe is being asked, at most one per order, so two forms posted at once never both reach
 * Stripe. Its id makes Stripe's idempotency key, so asking again never refunds twice.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount_cents: integer("amount_cents").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    // Bottles put back when the refund succeeds: [{ item_id, quantity }], checked when it began.
    restock: text("restock", { mode: "json" }).$type<{ item_id: number; quantity: number }[]>().notNull().default([]),
    provider_refund_id: text("provider_refund_id"),
    failure_reason: text("failure_reason"),
    actor: text("actor").notNull(),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    completed_at: integer("completed_at", { mode: "timestamp" }),
  },
  (t) => [
    index("refunds_order_idx").on(t.order_id),
    uniqueIndex("refunds_one_pending_idx").on(t.order_id).where(sql`status = 'pending'`),
  ],
);

/**
 * What an invoice showed when it was issued (seller's mentions, lines, amounts, rate), written in
 * the payment's transaction and never updated: later edits of the identity or the order leave it
 * as it was (docs/decisions/086). `number` is the order's `invoice_number`.
 */
export const invoices = sqliteTable("invoices", {
  order_id: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  number: integer("number").notNull().unique(),
  issued_at: integer("issued_at", { mode: "timestamp" }).notNull(),
  snapshot: text("snapshot", { mode: "json" }).$type<InvoiceSnapshot>().notNull(),
});

/**
 * The « Reçu » of an order that sells multi-purpose gift cards alone (decision 160): their sale is
 * no supply, so no invoice; numbered in its own gap-free sequence (« R-… ») in the payment's
 * transaction, a snapshot never updated, like an invoice.
 */
export const receipts = sqliteTable("receipts", {
  order_id: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  number: integer("number").notNull().unique(),
  issued_at: integer("issued_at", { mode: "timestamp" }).notNull(),
  snapshot: text("snapshot", { mode: "json" }).$type<ReceiptSnapshot>().notNull(),
});

/**
 * One credit note (avoir) per succeeded refund, numbered in its own gap-free sequence inside the
 * refund's completing transaction; a snapshot, never updated, like an invoice.
 */
export const credit_notes = sqliteTable(
  "credit_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: integer("number").notNull().unique(),
    refund_id: integer("refund_id")
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: "cascade" }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    issued_at: integer("issued_at", { mode: "timestamp" }).notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<CreditNoteSnapshot>().notNull(),
  },
  (t) => [index("credit_notes_order_idx").on(t.order_id)],
);

export const LEGAL_TEXT_KINDS = ["terms", "withdrawal_form"] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

/**
 * The CGV and the withdrawal form exactly as a buyer was given them: their text depends on the
 * seller's identity and shipping methods, which change without TERMS_VERSION changing, so each
 * distinct text is kept once (by digest) and orders and emails point at it.
 */
export const legal_texts = sqliteTable(
  "legal_texts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: LEGAL_TEXT_KINDS }).notNull(),
    version: text("version").notNull(),
    digest: text("digest").notNull().unique(),
    document: text("document", { mode: "json" }).$type<LegalDocument>().notNull(),
    // The language the text is written in (decision 169).
    lang: text("lang").$type<Lang>().notNull().default("fr"),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [index("legal_texts_version_idx").on(t.kind, t.version)],
);

/** The lines a shopper withdraws from: one entry per order line, with how many bottles. */
export type WithdrawnLine = { item_id: number; name: string; quantity: number };

/**
 * A withdrawal sent through the shop's online withdrawal function (Code de la consommation L221-21,
 * D221-5; docs/decisions/088). One per order: the unique index keeps the first of two requests
 * posted at once, which is the one the acknowledgement and the legal deadlines refer to.
 */
export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lines: text("lines", { mode: "json" }).$type<WithdrawnLine[]>().notNull(),
    reason: text("reason"),
    // When the shopper confirmed: the instant the acknowledgement states and the refund deadline counts from.
    requested_at: integer("requested_at", { mode: "timestamp" }).notNull(),
  },
  (t) => [uniqueIndex("withdrawals_order_idx").on(t.order_id)],
);

export const PRIVACY_REQUEST_KINDS = ["export", "erasure"] as const;

/**
 * Each export or erasure the owner made for a customer (GDPR art. 5.2, accountability): who and
 * when, and which orders, never the email asked about, so an erasure leaves no copy behind.
 */
export const privacy_requests = sqliteTable("privacy_requests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
  actor: text("actor").notNull(),
  order_references: text("order_references", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  emails_count: integer("emails_count").notNull().default(0),
  created_at: integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

export const processed_events = sqliteTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created_at: integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

export const admins = sqliteTable("admins", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  password_hash: text("password_hash").notNull(),
  ...timestamps,
});

export const admin_sessions = sqliteTable("admin_sessions", {
  id: text("id").primaryKey(),
  admin_id: integer("admin_id")
    .notNull()
    .references(() => admins.id, { onDelete: "cascade" }),
  expires_at: integer("expires_at", { mode: "timestamp" }).notNull(),
  created_at: integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

/**
 * "Me prévenir du retour" (docs/decisions/095): one request per address and format. It counts once
 * confirmed from its email (double opt-in) and is deleted when its alert is queued, when the
 * shopper cancels it, or at the end of its retention period. Tokens are stored as SHA-256 hashes.
 */
export const stock_alerts = sqliteTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Normalised (app/lib/format/email-address.ts).
    email: text("email").notNull(),
    // Opens the address's "stop every alert" link in the alert email: an HMAC of the address.
    email_key: text("email_key").notNull(),
    format_id: integer("format_id")
      .notNull()
      .references(() => product_formats.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    confirmed_at: integer("confirmed_at", { mode: "timestamp" }),
    // The language of the page the request was made on: its emails are written in it (decision 169).
    lang: text("lang").$type<Lang>().notNull().default("fr"),
  },
  (t) => [
    uniqueIndex("stock_alerts_email_format_idx").on(t.email, t.format_id),
    index("stock_alerts_format_idx").on(t.format_id, t.confirmed_at),
    index("stock_alerts_email_key_idx").on(t.email_key),
  ],
);

/** A gift card's VAT nature (directive 2006/112/EC art. 30a, CGI 256 ter; decision 160). */
export const VOUCHER_KINDS = ["single", "multi"] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/**
 * Gift cards (decision 116). A row is written at checkout for each card of the cart, with its
 * recipient; paying the order issues it: a code, its balance and its expiry. The balance only
 * moves with a row of `stored_value_ledger` in the same transaction; the CHECK is the last guard
 * against a balance below zero whatever a bug might try.
 */
export const gift_cards = sqliteTable(
  "gift_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Null until the order that buys it is paid.
    code: text("code").unique(),
    // The order that bought it, and its line there.
    order_id: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    order_item_id: integer("order_item_id").references(() => order_items.id, { onDelete: "set null" }),
    initial_cents: integer("initial_cents").notNull(),
    balance_cents: integer("balance_cents").notNull().default(0),
    recipient_name: text("recipient_name").notNull(),
    recipient_email: text("recipient_email").notNull(),
    // « De la part de »: the buyer's name as printed on the card; "" on cards sold before it was asked (decision 156).
    sender_name: text("sender_name").notNull().default(""),
    // Plain text as typed (never HTML), or "".
    message: text("message").notNull().default(""),
    // The Paris day ("YYYY-MM-DD") the recipient's email leaves on.
    send_on: text("send_on").notNull(),
    issued_at: integer("issued_at", { mode: "timestamp" }),
    expires_at: integer("expires_at", { mode: "timestamp" }),
    disabled_at: integer("disabled_at", { mode: "timestamp" }),
    // Fixed at issue (decision 160): « single » before the switch date (VAT paid at its sale,
    // deliveries in France and Monaco), « multi » from it (VAT due on the order it pays).
    voucher_kind: text("voucher_kind", { enum: VOUCHER_KINDS }).notNull().default("single"),
    ...timestamps,
  },
  (t) => [
    check("gift_cards_balance_check", sql`${t.balance_cents} >= 0`),
    index("gift_cards_order_idx").on(t.order_id),
    index("gift_cards_recipient_lower_idx").on(sql`lower(${t.recipient_email})`),
  ],
);

/**
 * How stored value moves (decision 144): issued by the order that sells it, held while a payment
 * spends it, debited by that payment, credited back when that order is refunded, cancelled by a
 * refund of the order that sold it (what it takes back of it) or by a single use's unspent rest.
 */
export const STORED_VALUE_MOVES = ["issue", "hold", "debit", "credit", "cancel"] as const;
export type StoredValueMove = (typeof STORED_VALUE_MOVES)[number];

/**
 * One ledger for gift cards and discovery-set vouchers: every move of a balance, written in the
 * transaction that makes it, naming the card or the voucher (exactly one). A hold is recorded
 * (amount held) but moves no balance: a payment under way only lowers what others may spend.
 */
export const stored_value_ledger = sqliteTable(
  "stored_value_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gift_card_id: integer("gift_card_id").references(() => gift_cards.id, { onDelete: "cascade" }),
    set_voucher_id: integer("set_voucher_id").references(() => set_vouchers.id, { onDelete: "cascade" }),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    // Set on a refund's cancellations of the value its order sold, and on their reversal when that
    // refund fails (a credit that gives nothing back to a spender): it reverses exactly its own moves.
    refund_id: integer("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    kind: text("kind", { enum: STORED_VALUE_MOVES }).notNull(),
    // Signed: positive for an issue or a credit, negative for a debit or a cancellation; a hold's is what it holds.
    amount_cents: integer("amount_cents").notNull(),
    balance_after_cents: integer("balance_after_cents").notNull(),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    check("stored_value_ledger_one_instrument", sql`(${t.gift_card_id} is null) <> (${t.set_voucher_id} is null)`),
    index("stored_value_ledger_card_idx").on(t.gift_card_id, t.id),
    index("stored_value_ledger_voucher_idx").on(t.set_voucher_id, t.id),
  ],
);

export const REVIEW_STATUSES = ["pending", "published", "refused"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A buyer's review of one order line (decision 110): the line is unique, so one review per line
 * holds under parallel posts on both engines. The buyer's words and rating are written once and
 * never updated; the owner only moves the status and writes a public reply beside them.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_item_id: integer("order_item_id")
      .notNull()
      .unique()
      .references(() => order_items.id, { onDelete: "cascade" }),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    // As the buyer chose to sign: a first name and an initial.
    display_name: text("display_name").notNull(),
    // The date of the consumer experience shown beside the review (D111-17): the order's payment.
    purchased_at: integer("purchased_at", { mode: "timestamp" }).notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    // A key of the published moderation rules (app/lib/reviews/moderation-rules.ts), when refused.
    refusal_reason: text("refusal_reason"),
    reply: text("reply"),
    replied_at: integer("replied_at", { mode: "timestamp" }),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    published_at: integer("published_at", { mode: "timestamp" }),
    moderated_at: integer("moderated_at", { mode: "timestamp" }),
  },
  (t) => [index("reviews_product_idx").on(t.product_id, t.status, t.published_at), index("reviews_status_idx").on(t.status, t.created_at)],
);

/** One row per order whose invitation to review was decided (sent, or skipped for an opted-out address): never twice. */
export const review_invitations = sqliteTable("review_invitations", {
  order_id: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  emailed: integer("emailed", { mode: "boolean" }).notNull(),
  created_at: integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

/** Addresses that asked for no more review invitations, kept as an HMAC of the address only. */
export const review_optouts = sqliteTable("review_optouts", {
  email_key: text("email_key").primaryKey(),
  created_at: integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

/**
 * Newsletter sign-ups with double opt-in (decision 112). A row counts only once confirmed; the
 * consent's wording is kept by version (NEWSLETTER_CONSENT in app/lib/newsletter/consent.ts).
 */
export const newsletter_subscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Normalised (app/lib/format/email-address.ts).
    email: text("email").notNull().unique(),
    // The link of the confirmation email: SHA-256 of a random token, never the token.
    token_hash: text("token_hash").notNull().unique(),
    // Where the shopper signed up: "footer" or "after-payment".
    source: text("source").notNull(),
    consent_version: text("consent_version").notNull(),
    created_at: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    confirmed_at: integer("confirmed_at", { mode: "timestamp" }),
    // The language of the page the shopper signed up on: its confirmation is written in it (decision 169).
    lang: text("lang").$type<Lang>().notNull().default("fr"),
  },
  (t) => [index("newsletter_confirmed_idx").on(t.confirmed_at)],
);

/**
 * A shopper's consent to one reminder of a checkout left unpaid (decision 113), one row per order.
 * `queued_at` is set in the transaction that queues the email, or that decides not to send it.
 */
export const checkout_reminders = sqliteTable(
  "checkout_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    // Normalised; typed in the cart, or given to Stripe's hosted page with its promotions box ticked.
    email: text("email").notNull(),
    consent_version: text("consent_version").notNull(),
    consented_at: integer("consented_at", { mode: "timestamp" }).notNull(),
    // The shop's restore link: SHA-256 of the token the email carries.
    token_hash: text("token_hash").unique(),
    queued_at: integer("queued_at", { mode: "timestamp" }),
    // "sent", or why not: "paid-since", "nothing-in-stock", "order-paid".
    outcome: text("outcome"),
    // The language of the checkout the shopper asked it from: the reminder is written in it (decision 169).
    lang: text("lang").$type<Lang>().notNull().default("fr"),
  },
  (t) => [index("checkout_reminders_due_idx").on(t.queued_at), index("checkout_reminders_email_idx").on(t.email)],
);

/** One row per counted attempt (sign-in, checkout…), per bucket; old rows are pruned as they age. */
export const rate_limit_hits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    hit_at: integer("hit_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.key, t.hit_at)],
);

/**
 * The background jobs (the emails' pass, the upload sweep, retention, review invitations): one row
 * each, claimed by the process whose UPDATE moves `next_run_at` on, so a job runs once per period
 * across every process and box (platform/jobs.server.ts).
 */
export const scheduled_jobs = sqliteTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  next_run_at: integer("next_run_at", { mode: "timestamp_ms" }).notNull(),
  last_started_at: integer("last_started_at", { mode: "timestamp_ms" }),
  last_finished_at: integer("last_finished_at", { mode: "timestamp_ms" }),
  last_error: text("last_error"),
});

export type Collection = typeof collections.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductFormat = typeof product_formats.$inferSelect;
export type PriceChange = typeof price_changes.$inferSelect;
export type ProductPhoto = typeof product_images.$inferSelect;
export type PromoCode = typeof promo_codes.$inferSelect;
export type SetVoucher = typeof set_vouchers.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof order_items.$inferSelect;
export type OrderSample = typeof order_samples.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;
export type OrderEvent = typeof order_events.$inferSelect;
export type OutboxMessage = typeof email_outbox.$inferSelect;
export type StockAlert = typeof stock_alerts.$inferSelect;
export type NewsletterSubscription = typeof newsletter_subscriptions.$inferSelect;
export type CheckoutReminder = typeof checkout_reminders.$inferSelect;
export type ShippingMethod = typeof shipping_methods.$inferSelect;
export type ShippingZone = typeof shipping_zones.$inferSelect;
export type ShopSettings = typeof shop_settings.$inferSelect;
export type VatRate = typeof vat_rates.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type Receipt = typeof receipts.$inferSelect;
export type CreditNote = typeof credit_notes.$inferSelect;
export type LegalText = typeof legal_texts.$inferSelect;
export type PrivacyRequest = typeof privacy_requests.$inferSelect;
export type GiftCard = typeof gift_cards.$inferSelect;
export type Review = typeof reviews.$inferSelect;
