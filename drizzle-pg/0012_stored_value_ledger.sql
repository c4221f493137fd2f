CREATE TABLE "stored_value_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer,
	"set_voucher_id" integer,
	"order_id" integer,
	"refund_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_value_ledger_one_instrument" CHECK (("stored_value_ledger"."gift_card_id" is null) <> ("stored_value_ledger"."set_voucher_id" is null))
);
--> statement-breakpoint
ALTER TABLE "set_vouchers" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "set_vouchers" SET "balance_cents" = "value_cents" WHERE "status" = 'active';--> statement-breakpoint
ALTER TABLE "stored_value_ledger" ADD CONSTRAINT "stored_value_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_ledger" ADD CONSTRAINT "stored_value_ledger_set_voucher_id_set_vouchers_id_fk" FOREIGN KEY ("set_voucher_id") REFERENCES "public"."set_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_ledger" ADD CONSTRAINT "stored_value_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_ledger" ADD CONSTRAINT "stored_value_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_value_ledger_card_idx" ON "stored_value_ledger" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE INDEX "stored_value_ledger_voucher_idx" ON "stored_value_ledger" USING btree ("set_voucher_id","id");--> statement-breakpoint
ALTER TABLE "set_vouchers" ADD CONSTRAINT "set_vouchers_balance_check" CHECK ("set_vouchers"."balance_cents" >= 0);--> statement-breakpoint
INSERT INTO "stored_value_ledger"("gift_card_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT "gift_card_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at" FROM "gift_card_ledger" ORDER BY "id";--> statement-breakpoint
INSERT INTO "stored_value_ledger"("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT "id", "order_id", 'issue', "value_cents", "value_cents", "created_at" FROM "set_vouchers" ORDER BY "id";--> statement-breakpoint
INSERT INTO "stored_value_ledger"("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT v."id", v."used_order_id", 'debit', -least(v."value_cents", o."discount_cents"), v."value_cents" - least(v."value_cents", o."discount_cents"), coalesce(v."used_at", v."updated_at") FROM "set_vouchers" v JOIN "orders" o ON o."id" = v."used_order_id" WHERE v."status" = 'used' ORDER BY v."id";--> statement-breakpoint
INSERT INTO "stored_value_ledger"("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT v."id", v."used_order_id", 'cancel', -(v."value_cents" - least(v."value_cents", o."discount_cents")), 0, coalesce(v."used_at", v."updated_at") FROM "set_vouchers" v JOIN "orders" o ON o."id" = v."used_order_id" WHERE v."status" = 'used' AND v."value_cents" > o."discount_cents" ORDER BY v."id";--> statement-breakpoint
INSERT INTO "stored_value_ledger"("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT "id", "order_id", 'cancel', -"value_cents", 0, coalesce("cancelled_at", "updated_at") FROM "set_vouchers" WHERE "status" = 'cancelled' ORDER BY "id";--> statement-breakpoint
DROP TABLE "gift_card_ledger" CASCADE;
