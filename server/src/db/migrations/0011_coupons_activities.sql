CREATE TABLE "coupon_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"face_value_fen" integer,
	"discount_percent" integer,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"validity_type" varchar(16) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"total_stock" integer NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"funded_by" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reject_reason" varchar(200),
	"description" varchar(500) DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"certification_id" integer,
	CONSTRAINT "coupon_batches_kind_known" CHECK ("coupon_batches"."kind" in ('cash', 'discount')),
	CONSTRAINT "coupon_batches_validity_known" CHECK ("coupon_batches"."validity_type" in ('fixed', 'afterClaim')),
	CONSTRAINT "coupon_batches_funder_known" CHECK ("coupon_batches"."funded_by" in ('merchant', 'platform')),
	CONSTRAINT "coupon_batches_status_known" CHECK ("coupon_batches"."status" in ('pending', 'approved', 'rejected', 'stopped')),
	CONSTRAINT "coupon_batches_stock" CHECK ("coupon_batches"."total_stock" > 0 and "coupon_batches"."claimed_count" between 0 and "coupon_batches"."total_stock" and "coupon_batches"."used_count" between 0 and "coupon_batches"."claimed_count"),
	CONSTRAINT "coupon_batches_per_user" CHECK ("coupon_batches"."per_user_limit" > 0),
	CONSTRAINT "coupon_batches_threshold" CHECK ("coupon_batches"."threshold_fen" >= 0),
	CONSTRAINT "coupon_batches_value" CHECK (("coupon_batches"."kind" = 'cash' and "coupon_batches"."face_value_fen" > 0 and "coupon_batches"."discount_percent" is null) or ("coupon_batches"."kind" = 'discount' and "coupon_batches"."discount_percent" between 1 and 99 and "coupon_batches"."face_value_fen" is null)),
	CONSTRAINT "coupon_batches_platform_cash" CHECK ("coupon_batches"."funded_by" = 'merchant' or "coupon_batches"."kind" = 'cash'),
	CONSTRAINT "coupon_batches_window" CHECK (("coupon_batches"."validity_type" = 'fixed' and "coupon_batches"."valid_from" is not null and "coupon_batches"."valid_until" > "coupon_batches"."valid_from" and "coupon_batches"."valid_days" is null) or ("coupon_batches"."validity_type" = 'afterClaim' and "coupon_batches"."valid_days" > 0 and "coupon_batches"."valid_from" is null and "coupon_batches"."valid_until" is null)),
	CONSTRAINT "coupon_batches_rejected_reason" CHECK (("coupon_batches"."status" = 'rejected') = ("coupon_batches"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "coupon_holdings" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"held" integer NOT NULL,
	CONSTRAINT "coupon_holdings_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id"),
	CONSTRAINT "coupon_holdings_held_positive" CHECK ("coupon_holdings"."held" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"status" varchar(16) DEFAULT 'unused' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupons_status_known" CHECK ("coupons"."status" in ('unused', 'used')),
	CONSTRAINT "coupons_code_digits" CHECK ("coupons"."code" ~ '^[0-9]{12}$'),
	CONSTRAINT "coupons_window" CHECK ("coupons"."valid_until" > "coupons"."valid_from"),
	CONSTRAINT "coupons_used_at" CHECK (("coupons"."status" = 'used') = ("coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "write_off_duplicates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "write_off_duplicates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"device_id" varchar(64),
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"first_write_off_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_offs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "write_offs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"device_id" varchar(64),
	"offline" boolean NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"settled_fen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "write_offs_settled" CHECK ("write_offs"."settled_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_code" varchar(16) NOT NULL,
	"title" varchar(40) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"content" varchar(5000) DEFAULT '' NOT NULL,
	"cover_url" varchar(500) NOT NULL,
	"banner_group" varchar(32),
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"station_id" integer,
	"coupon_batch_id" integer,
	"qr_token" varchar(32) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activities_type_known" CHECK ("activities"."type_code" in ('event', 'clockIn', 'promotion')),
	CONSTRAINT "activities_window" CHECK ("activities"."end_at" > "activities"."start_at"),
	CONSTRAINT "activities_capacity" CHECK ("activities"."capacity" is null or ("activities"."capacity" > 0 and "activities"."registered_count" <= "activities"."capacity")),
	CONSTRAINT "activities_registered" CHECK ("activities"."registered_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_clock_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_clock_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer,
	"clocked_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"plate_no" varchar(8) NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certifications" DROP CONSTRAINT "certifications_kind_known";--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holdings" ADD CONSTRAINT "coupon_holdings_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holdings" ADD CONSTRAINT "coupon_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_duplicates" ADD CONSTRAINT "write_off_duplicates_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_duplicates" ADD CONSTRAINT "write_off_duplicates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_duplicates" ADD CONSTRAINT "write_off_duplicates_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_duplicates" ADD CONSTRAINT "write_off_duplicates_first_write_off_id_write_offs_id_fk" FOREIGN KEY ("first_write_off_id") REFERENCES "public"."write_offs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_coupon_batch_id_coupon_batches_id_fk" FOREIGN KEY ("coupon_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_clock_ins" ADD CONSTRAINT "activity_clock_ins_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_clock_ins" ADD CONSTRAINT "activity_clock_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_clock_ins" ADD CONSTRAINT "activity_clock_ins_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_batches_merchant_idx" ON "coupon_batches" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_batches_status_idx" ON "coupon_batches" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_batches_certification_unique" ON "coupon_batches" USING btree ("certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "write_off_duplicates_merchant_idx" ON "write_off_duplicates" USING btree ("merchant_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "write_offs_one_per_coupon" ON "write_offs" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "write_offs_merchant_idx" ON "write_offs" USING btree ("merchant_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_qr_token_unique" ON "activities" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("type_code","start_at");--> statement-breakpoint
CREATE INDEX "activities_banner_idx" ON "activities" USING btree ("banner_group","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_clock_ins_once" ON "activity_clock_ins" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_clock_ins_user_idx" ON "activity_clock_ins" USING btree ("user_id","clocked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_once" ON "activity_registrations" USING btree ("activity_id","user_id");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_kind_known" CHECK ("certifications"."kind" in ('realName', 'cargoOwner', 'enterprise', 'vehicle', 'driver', 'merchant', 'merchantGoods', 'couponBatch'));