CREATE TABLE "set_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"value_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "product_formats" ADD COLUMN "set_contents" text;--> statement-breakpoint
ALTER TABLE "product_formats" ADD COLUMN "voucher_months" integer;--> statement-breakpoint
ALTER TABLE "product_formats" ADD COLUMN "voucher_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "set_vouchers" ADD CONSTRAINT "set_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_vouchers" ADD CONSTRAINT "set_vouchers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_vouchers" ADD CONSTRAINT "set_vouchers_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_vouchers_order_idx" ON "set_vouchers" USING btree ("order_id");