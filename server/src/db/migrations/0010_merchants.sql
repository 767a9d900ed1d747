CREATE TABLE "merchant_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"image_file_id" varchar(64),
	"status" varchar(16) NOT NULL,
	"reject_reason" text,
	"certification_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "merchant_goods_status_known" CHECK ("merchant_goods"."status" in ('offShelf', 'pending', 'onShelf', 'rejected')),
	CONSTRAINT "merchant_goods_price_range" CHECK ("merchant_goods"."price_fen" >= 0),
	CONSTRAINT "merchant_goods_rejected_has_reason" CHECK (("merchant_goods"."status" = 'rejected') = ("merchant_goods"."reject_reason" is not null)),
	CONSTRAINT "merchant_goods_reviewed_states" CHECK ("merchant_goods"."status" not in ('pending', 'onShelf') or "merchant_goods"."certification_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "merchant_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"name" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_staff_role_known" CHECK ("merchant_staff"."role" in ('admin', 'waiter', 'liaison'))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"category" varchar(16) NOT NULL,
	"station_id" integer,
	"address" varchar(120) NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"contact_phone" varchar(24) NOT NULL,
	"licence_file_id" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reject_reason" text,
	"invited_by_user_id" integer,
	"certification_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "merchants_category_known" CHECK ("merchants"."category" in ('shop', 'restaurant', 'repair', 'fuel', 'lodging', 'other')),
	CONSTRAINT "merchants_status_known" CHECK ("merchants"."status" in ('pending', 'approved', 'rejected', 'closed')),
	CONSTRAINT "merchants_rejected_has_reason" CHECK (("merchants"."status" = 'rejected') = ("merchants"."reject_reason" is not null)),
	CONSTRAINT "merchants_name_length" CHECK (char_length("merchants"."name") >= 2),
	CONSTRAINT "merchants_lng_range" CHECK ("merchants"."lng" between -180 and 180),
	CONSTRAINT "merchants_lat_range" CHECK ("merchants"."lat" between -90 and 90)
);
--> statement-breakpoint
ALTER TABLE "certifications" DROP CONSTRAINT "certifications_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_code_known";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_code_known";--> statement-breakpoint
DROP INDEX "certifications_one_pending";--> statement-breakpoint
ALTER TABLE "merchant_goods" ADD CONSTRAINT "merchant_goods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_goods" ADD CONSTRAINT "merchant_goods_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_goods" ADD CONSTRAINT "merchant_goods_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_staff" ADD CONSTRAINT "merchant_staff_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_staff" ADD CONSTRAINT "merchant_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_licence_file_id_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_goods_certification_unique" ON "merchant_goods" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "merchant_goods_merchant_idx" ON "merchant_goods" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_staff_once_per_merchant" ON "merchant_staff" USING btree ("merchant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_staff_waiter_one_merchant" ON "merchant_staff" USING btree ("user_id") WHERE "merchant_staff"."role" = 'waiter';--> statement-breakpoint
CREATE INDEX "merchant_staff_user_idx" ON "merchant_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_certification_unique" ON "merchants" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "merchants_owner_idx" ON "merchants" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "merchants_invited_by_idx" ON "merchants" USING btree ("invited_by_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_one_pending" ON "certifications" USING btree ("user_id","kind") WHERE "certifications"."status" = 'pending' and "certifications"."kind" not in ('vehicle', 'merchant', 'merchantGoods');--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_kind_known" CHECK ("certifications"."kind" in ('realName', 'cargoOwner', 'enterprise', 'vehicle', 'driver', 'merchant', 'merchantGoods'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_code_known" CHECK ("ledger_accounts"."code" in ('wallet', 'gateway', 'freightEscrow', 'bankPayout', 'marketing'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_code_known" CHECK ("transfers"."code" in ('topUp', 'freightPaid', 'freightReceived', 'freightRefund', 'withdrawal', 'couponWriteOff'));