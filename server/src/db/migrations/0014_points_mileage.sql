CREATE TABLE "points_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accounts_balance_not_negative" CHECK ("points_accounts"."balance" >= 0),
	CONSTRAINT "points_accounts_earned_not_negative" CHECK ("points_accounts"."earned_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"ref" varchar(80) NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_entries_delta_not_zero" CHECK ("points_entries"."delta" <> 0),
	CONSTRAINT "points_entries_balance_not_negative" CHECK ("points_entries"."balance_after" >= 0),
	CONSTRAINT "points_entries_reason_known" CHECK ("points_entries"."reason" in ('invitation', 'waybillCompleted', 'checkIn'))
);
--> statement-breakpoint
CREATE TABLE "mileage_days" (
	"waybill_id" integer NOT NULL,
	"day" date NOT NULL,
	"driver_id" integer NOT NULL,
	"distance_m" integer NOT NULL,
	CONSTRAINT "mileage_days_pk" PRIMARY KEY("waybill_id","day"),
	CONSTRAINT "mileage_days_distance_positive" CHECK ("mileage_days"."distance_m" > 0)
);
--> statement-breakpoint
CREATE TABLE "mileage_trips" (
	"waybill_id" integer PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"point_count" integer NOT NULL,
	"first_fix_at" timestamp with time zone NOT NULL,
	"last_fix_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mileage_trips_distance_not_negative" CHECK ("mileage_trips"."distance_m" >= 0),
	CONSTRAINT "mileage_trips_points_positive" CHECK ("mileage_trips"."point_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_points_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."points_accounts"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_days" ADD CONSTRAINT "mileage_days_waybill_id_mileage_trips_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."mileage_trips"("waybill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_days" ADD CONSTRAINT "mileage_days_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once" ON "points_entries" USING btree ("reason","ref");--> statement-breakpoint
CREATE INDEX "points_entries_history_idx" ON "points_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mileage_days_driver_idx" ON "mileage_days" USING btree ("driver_id","day");--> statement-breakpoint
CREATE INDEX "mileage_trips_driver_idx" ON "mileage_trips" USING btree ("driver_id","first_fix_at","waybill_id");--> statement-breakpoint
-- Points entries are the ledger's history, like transfers (0007_money.sql): inserted, never
-- changed or removed. TRUNCATE (test resets) is not a row operation and stays possible.
CREATE FUNCTION points_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points entries are append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER points_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON "points_entries" FOR EACH ROW EXECUTE FUNCTION points_entries_append_only();
