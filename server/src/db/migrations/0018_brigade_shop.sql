CREATE TABLE "brigade_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon_file_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brigade_departures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_departures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"price" integer NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brigade_departures_price_positive" CHECK ("brigade_departures"."price" > 0),
	CONSTRAINT "brigade_departures_seats" CHECK ("brigade_departures"."seats_left" >= 0 and "brigade_departures"."seats_left" <= "brigade_departures"."seats_total")
);
--> statement-breakpoint
CREATE TABLE "brigade_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"traveller_name" varchar(30),
	"traveller_id_card_cipher" text,
	"traveller_id_card_masked" varchar(18),
	"traveller_mobile" varchar(11),
	CONSTRAINT "brigade_order_items_quantity_positive" CHECK ("brigade_order_items"."quantity" > 0),
	CONSTRAINT "brigade_order_items_amount" CHECK ("brigade_order_items"."unit_price" > 0 and "brigade_order_items"."amount" = "brigade_order_items"."unit_price" * "brigade_order_items"."quantity"),
	CONSTRAINT "brigade_order_items_traveller_whole" CHECK (("brigade_order_items"."traveller_name" is null) = ("brigade_order_items"."traveller_id_card_cipher" is null) and ("brigade_order_items"."traveller_name" is null) = ("brigade_order_items"."traveller_id_card_masked" is null))
);
--> statement-breakpoint
CREATE TABLE "brigade_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"buyer_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"departure_id" integer,
	"total" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"pay_mode" varchar(16),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "brigade_orders_kind_known" CHECK ("brigade_orders"."kind" in ('goods', 'selfDrive', 'annualPass')),
	CONSTRAINT "brigade_orders_status_known" CHECK ("brigade_orders"."status" in ('unpaid', 'paid', 'partlyRefunded', 'refunded', 'cancelled', 'expired')),
	CONSTRAINT "brigade_orders_pay_mode_known" CHECK ("brigade_orders"."pay_mode" is null or "brigade_orders"."pay_mode" in ('wallet', 'gateway')),
	CONSTRAINT "brigade_orders_total_positive" CHECK ("brigade_orders"."total" > 0),
	CONSTRAINT "brigade_orders_refunded" CHECK ("brigade_orders"."refunded" >= 0 and "brigade_orders"."refunded" <= "brigade_orders"."total"),
	CONSTRAINT "brigade_orders_departure_by_kind" CHECK (("brigade_orders"."kind" = 'selfDrive') = ("brigade_orders"."departure_id" is not null)),
	CONSTRAINT "brigade_orders_paid_facts" CHECK (("brigade_orders"."status" in ('paid', 'partlyRefunded', 'refunded')) = ("brigade_orders"."paid_at" is not null and "brigade_orders"."pay_mode" is not null)),
	CONSTRAINT "brigade_orders_cancelled_at" CHECK (("brigade_orders"."status" = 'cancelled') = ("brigade_orders"."cancelled_at" is not null)),
	CONSTRAINT "brigade_orders_expired_at" CHECK (("brigade_orders"."status" = 'expired') = ("brigade_orders"."expired_at" is not null)),
	CONSTRAINT "brigade_orders_deleted_finished" CHECK ("brigade_orders"."deleted_at" is null or "brigade_orders"."status" in ('refunded', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "brigade_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pass_no" varchar(32) NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"holder_name" varchar(30),
	"holder_id_card_cipher" text,
	"holder_id_card_masked" varchar(18),
	"holder_photo_file_id" varchar(64),
	"bound_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brigade_passes_valid_range" CHECK ("brigade_passes"."valid_until" >= "brigade_passes"."valid_from"),
	CONSTRAINT "brigade_passes_bound_whole" CHECK (("brigade_passes"."bound_at" is null) = ("brigade_passes"."holder_name" is null) and ("brigade_passes"."bound_at" is null) = ("brigade_passes"."holder_id_card_cipher" is null) and ("brigade_passes"."bound_at" is null) = ("brigade_passes"."holder_id_card_masked" is null) and ("brigade_passes"."bound_at" is null) = ("brigade_passes"."holder_photo_file_id" is null))
);
--> statement-breakpoint
CREATE TABLE "brigade_payments" (
	"id" varchar(48) PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"pay_url" text NOT NULL,
	"gateway_transaction_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"queried_at" timestamp with time zone,
	CONSTRAINT "brigade_payments_status_known" CHECK ("brigade_payments"."status" in ('created', 'paid', 'closed')),
	CONSTRAINT "brigade_payments_amount_positive" CHECK ("brigade_payments"."amount" > 0),
	CONSTRAINT "brigade_payments_paid_facts" CHECK (("brigade_payments"."status" = 'paid') = ("brigade_payments"."paid_at" is not null and "brigade_payments"."gateway_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "brigade_product_pictures" (
	"product_id" integer NOT NULL,
	"file_id" varchar(64) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "brigade_product_pictures_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "brigade_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"subtitle" varchar(120) DEFAULT '' NOT NULL,
	"description" varchar(4000) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"status" varchar(16) DEFAULT 'offSale' NOT NULL,
	"stock" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brigade_products_kind_known" CHECK ("brigade_products"."kind" in ('goods', 'selfDrive', 'annualPass')),
	CONSTRAINT "brigade_products_status_known" CHECK ("brigade_products"."status" in ('onSale', 'offSale')),
	CONSTRAINT "brigade_products_price_positive" CHECK ("brigade_products"."price" > 0),
	CONSTRAINT "brigade_products_stock_not_negative" CHECK ("brigade_products"."stock" >= 0),
	CONSTRAINT "brigade_products_stock_by_kind" CHECK (("brigade_products"."kind" = 'selfDrive') = ("brigade_products"."stock" is null)),
	CONSTRAINT "brigade_products_sold_not_negative" CHECK ("brigade_products"."sold_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "brigade_refund_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brigade_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brigade_refunds_amount_positive" CHECK ("brigade_refunds"."amount" > 0),
	CONSTRAINT "brigade_refunds_reason_known" CHECK ("brigade_refunds"."reason" in ('changedPlans', 'wrongItem', 'betterPrice', 'notAsDescribed', 'travellerCannotGo', 'other'))
);
--> statement-breakpoint
CREATE TABLE "brigade_travellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brigade_travellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"id_card_cipher" text NOT NULL,
	"id_card_masked" varchar(18) NOT NULL,
	"id_card_hash" varchar(64) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_code_known";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_code_known";--> statement-breakpoint
ALTER TABLE "brigade_categories" ADD CONSTRAINT "brigade_categories_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_departures" ADD CONSTRAINT "brigade_departures_product_id_brigade_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brigade_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_order_items" ADD CONSTRAINT "brigade_order_items_order_id_brigade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."brigade_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_order_items" ADD CONSTRAINT "brigade_order_items_product_id_brigade_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brigade_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_departure_id_brigade_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."brigade_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_passes" ADD CONSTRAINT "brigade_passes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_passes" ADD CONSTRAINT "brigade_passes_order_id_brigade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."brigade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_passes" ADD CONSTRAINT "brigade_passes_product_id_brigade_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brigade_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_passes" ADD CONSTRAINT "brigade_passes_holder_photo_file_id_files_id_fk" FOREIGN KEY ("holder_photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_payments" ADD CONSTRAINT "brigade_payments_order_id_brigade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."brigade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_payments" ADD CONSTRAINT "brigade_payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_product_pictures" ADD CONSTRAINT "brigade_product_pictures_product_id_brigade_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brigade_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_product_pictures" ADD CONSTRAINT "brigade_product_pictures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_products" ADD CONSTRAINT "brigade_products_category_id_brigade_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."brigade_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_products" ADD CONSTRAINT "brigade_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_refund_items" ADD CONSTRAINT "brigade_refund_items_item_id_brigade_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."brigade_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_refund_items" ADD CONSTRAINT "brigade_refund_items_refund_id_brigade_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."brigade_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_refunds" ADD CONSTRAINT "brigade_refunds_order_id_brigade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."brigade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_refunds" ADD CONSTRAINT "brigade_refunds_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brigade_travellers" ADD CONSTRAINT "brigade_travellers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_categories_name_unique" ON "brigade_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "brigade_categories_icon_idx" ON "brigade_categories" USING btree ("icon_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_departures_day_unique" ON "brigade_departures" USING btree ("product_id","date");--> statement-breakpoint
CREATE INDEX "brigade_order_items_order_idx" ON "brigade_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_orders_no_unique" ON "brigade_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "brigade_orders_buyer_idx" ON "brigade_orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "brigade_orders_unpaid_idx" ON "brigade_orders" USING btree ("expires_at") WHERE "brigade_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_passes_no_unique" ON "brigade_passes" USING btree ("pass_no");--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_passes_order_unique" ON "brigade_passes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "brigade_passes_owner_idx" ON "brigade_passes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "brigade_payments_order_idx" ON "brigade_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_payments_paid_once" ON "brigade_payments" USING btree ("order_id") WHERE "brigade_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "brigade_payments_open_idx" ON "brigade_payments" USING btree ("created_at") WHERE "brigade_payments"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_product_pictures_sort_unique" ON "brigade_product_pictures" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "brigade_product_pictures_file_idx" ON "brigade_product_pictures" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "brigade_products_list_idx" ON "brigade_products" USING btree ("category_id","created_at","id") WHERE "brigade_products"."status" = 'onSale';--> statement-breakpoint
CREATE INDEX "brigade_products_kind_idx" ON "brigade_products" USING btree ("kind","created_at") WHERE "brigade_products"."status" = 'onSale';--> statement-breakpoint
CREATE INDEX "brigade_refund_items_refund_idx" ON "brigade_refund_items" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "brigade_refunds_order_idx" ON "brigade_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brigade_travellers_owner_id_card" ON "brigade_travellers" USING btree ("owner_id","id_card_hash");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_code_known" CHECK ("ledger_accounts"."code" in ('wallet', 'gateway', 'freightEscrow', 'bankPayout', 'marketing', 'etcWithholding', 'etcIssuer', 'storeSales'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_code_known" CHECK ("transfers"."code" in ('topUp', 'freightPaid', 'freightReceived', 'freightRefund', 'withdrawal', 'couponWriteOff', 'etcWithheld', 'etcToll', 'storePurchase', 'storeRefund'));