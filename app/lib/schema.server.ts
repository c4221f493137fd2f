import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
  is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  ...timestamps,
});

export const STOCK_STATUSES = ["in_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    image_url: text("image_url"),
    short_description: text("short_description").notNull().default(""),
    full_description: text("full_description").notNull().default(""),
    // Null means "no price yet": such a perfume is shown but cannot be bought.
    price_cents: integer("price_cents"),
    price_id: text("price_id"),
    stock_status: text("stock_status", { enum: STOCK_STATUSES }).notNull().default("in_stock"),
    stock_quantity: integer("stock_quantity").notNull().default(0),
    is_best_seller: integer("is_best_seller", { mode: "boolean" }).notNull().default(false),
    collection_id: integer("collection_id").references(() => collections.id, {
      onDelete: "set null",
    }),
    top_notes: text("top_notes"),
    heart_notes: text("heart_notes"),
    base_notes: text("base_notes"),
    content: text("content"),
    usage_tips: text("usage_tips"),
    ...timestamps,
  },
  (t) => [index("products_collection_idx").on(t.collection_id)],
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
export const ORDER_STATUSES = ["pending", "paid", "failed", "expired", "refund_due"] as const;
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
    /** The end of the payment window; a pending order holds its stock and code use until then. */
    expires_at: integer("expires_at", { mode: "timestamp" }),
    ...timestamps,
  },
  (t) => [
    index("orders_created_idx").on(t.created_at),
    index("orders_pending_idx").on(t.status, t.expires_at),
  ],
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
    unit_price_cents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.order_id)],
);

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

export type Collection = typeof collections.$inferSelect;
export type Product = typeof products.$inferSelect;
export type PromoCode = typeof promo_codes.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof order_items.$inferSelect;
