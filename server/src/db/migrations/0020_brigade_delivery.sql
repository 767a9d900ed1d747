ALTER TABLE "brigade_orders" ADD COLUMN "delivery" varchar(16);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "receiver_name" varchar(30);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "receiver_mobile" varchar(11);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "receiver_area" varchar(60);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "receiver_detail" varchar(120);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "carrier" varchar(20);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "tracking_no" varchar(32);--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "shipped_by" integer;--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brigade_orders_to_ship_idx" ON "brigade_orders" USING btree ("paid_at","id") WHERE "brigade_orders"."delivery" = 'toShip' and "brigade_orders"."status" in ('paid', 'partlyRefunded');--> statement-breakpoint
CREATE INDEX "brigade_orders_shipped_idx" ON "brigade_orders" USING btree ("shipped_at") WHERE "brigade_orders"."delivery" = 'shipped';--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_delivery_known" CHECK ("brigade_orders"."delivery" is null or "brigade_orders"."delivery" in ('toShip', 'shipped', 'completed'));--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_delivery_goods" CHECK ("brigade_orders"."delivery" is null or "brigade_orders"."kind" = 'goods');--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_delivery_address" CHECK (("brigade_orders"."delivery" is null) = ("brigade_orders"."receiver_name" is null) and ("brigade_orders"."delivery" is null) = ("brigade_orders"."receiver_mobile" is null) and ("brigade_orders"."delivery" is null) = ("brigade_orders"."receiver_area" is null) and ("brigade_orders"."delivery" is null) = ("brigade_orders"."receiver_detail" is null));--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_shipped_facts" CHECK (("brigade_orders"."delivery" is not null and "brigade_orders"."delivery" <> 'toShip') = ("brigade_orders"."shipped_at" is not null and "brigade_orders"."carrier" is not null and "brigade_orders"."tracking_no" is not null));--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_shipped_paid" CHECK ("brigade_orders"."shipped_at" is null or "brigade_orders"."status" in ('paid', 'partlyRefunded'));--> statement-breakpoint
ALTER TABLE "brigade_orders" ADD CONSTRAINT "brigade_orders_completed_at" CHECK (("brigade_orders"."delivery" is not null and "brigade_orders"."delivery" = 'completed') = ("brigade_orders"."completed_at" is not null));