CREATE TABLE "etc_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "etc_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"order_id" integer,
	"card_no" varchar(20) NOT NULL,
	"obu_no" varchar(16) NOT NULL,
	"plate_number" varchar(8) NOT NULL,
	"plate_color" varchar(4) NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"vehicle_id" integer,
	"contract_id" integer,
	"status" varchar(8) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_via" varchar(16),
	"unbound_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "etc_cards_status_known" CHECK ("etc_cards"."status" in ('issued', 'active', 'unbound')),
	CONSTRAINT "etc_cards_source_known" CHECK ("etc_cards"."source" in ('applied', 'bound')),
	CONSTRAINT "etc_cards_applied_order" CHECK (("etc_cards"."source" = 'applied') = ("etc_cards"."order_id" is not null)),
	CONSTRAINT "etc_cards_class" CHECK ("etc_cards"."vehicle_class" between 1 and 6),
	CONSTRAINT "etc_cards_card_no" CHECK ("etc_cards"."card_no" ~ '^[0-9]{20}$' and "etc_cards"."obu_no" ~ '^[0-9A-F]{16}$'),
	CONSTRAINT "etc_cards_active_at" CHECK (("etc_cards"."status" = 'active') <= ("etc_cards"."activated_at" is not null)),
	CONSTRAINT "etc_cards_unbound_at" CHECK (("etc_cards"."status" = 'unbound') = ("etc_cards"."unbound_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "etc_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "etc_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bank_card_id" integer NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"bank_name" varchar(40) NOT NULL,
	"card_last4" varchar(4) NOT NULL,
	"holder_name" varchar(60) NOT NULL,
	"status" varchar(16) NOT NULL,
	"sms_ref" varchar(64),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"agreement_version" varchar(40),
	"contract_no" varchar(40),
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "etc_contracts_status_known" CHECK ("etc_contracts"."status" in ('started', 'verified', 'signed', 'released', 'failed')),
	CONSTRAINT "etc_contracts_signed_whole" CHECK (("etc_contracts"."status" in ('signed', 'released')) <= ("etc_contracts"."signed_at" is not null and "etc_contracts"."contract_no" is not null and "etc_contracts"."agreement_version" is not null)),
	CONSTRAINT "etc_contracts_released_at" CHECK (("etc_contracts"."status" = 'released') = ("etc_contracts"."released_at" is not null)),
	CONSTRAINT "etc_contracts_attempts" CHECK ("etc_contracts"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "etc_issuer_notifications" (
	"notify_id" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"version" integer,
	"outcome" varchar(8) NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "etc_issuer_notifications_kind_known" CHECK ("etc_issuer_notifications"."kind" in ('application', 'toll')),
	CONSTRAINT "etc_issuer_notifications_outcome_known" CHECK ("etc_issuer_notifications"."outcome" in ('applied', 'stale', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "etc_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "etc_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"actor" varchar(8) NOT NULL,
	"note" varchar(200),
	"notify_id" varchar(64),
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "etc_order_events_status_known" CHECK ("etc_order_events"."status" in ('draft', 'submitted', 'reviewing', 'approved', 'rejected', 'issued', 'shipped', 'readyForPickup', 'activated', 'cancelled')),
	CONSTRAINT "etc_order_events_actor_known" CHECK ("etc_order_events"."actor" in ('user', 'issuer', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "etc_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "etc_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"vehicle_source" varchar(16) NOT NULL,
	"vehicle_id" integer,
	"plate_number" varchar(8) NOT NULL,
	"plate_color" varchar(4) NOT NULL,
	"owner_name" varchar(60) NOT NULL,
	"vin" varchar(17),
	"axles" smallint NOT NULL,
	"total_weight_kg" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"license_front_file_id" varchar(64),
	"license_back_file_id" varchar(64),
	"handle_method" varchar(8),
	"channel_code" varchar(32),
	"contract_id" integer,
	"receiver_name" varchar(60),
	"receiver_mobile" varchar(11),
	"ad_code" varchar(6),
	"area_name" varchar(60),
	"address_detail" varchar(120),
	"outlet_station_id" integer,
	"issuer_order_no" varchar(64),
	"issuer_version" integer DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"card_no" varchar(32),
	"obu_no" varchar(32),
	"tracking_no" varchar(40),
	"carrier" varchar(40),
	"cancel_reason" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "etc_orders_status_known" CHECK ("etc_orders"."status" in ('draft', 'submitted', 'reviewing', 'approved', 'rejected', 'issued', 'shipped', 'readyForPickup', 'activated', 'cancelled')),
	CONSTRAINT "etc_orders_source_known" CHECK ("etc_orders"."vehicle_source" in ('certified', 'typed')),
	CONSTRAINT "etc_orders_method_known" CHECK ("etc_orders"."handle_method" is null or "etc_orders"."handle_method" in ('mail', 'outlet')),
	CONSTRAINT "etc_orders_class" CHECK ("etc_orders"."vehicle_class" between 1 and 6 and "etc_orders"."axles" between 2 and 6),
	CONSTRAINT "etc_orders_weight" CHECK ("etc_orders"."total_weight_kg" > 0 and "etc_orders"."length_mm" > 0),
	CONSTRAINT "etc_orders_plate_length" CHECK (char_length("etc_orders"."plate_number") in (7, 8)),
	CONSTRAINT "etc_orders_certified_vehicle" CHECK (("etc_orders"."vehicle_source" = 'certified') = ("etc_orders"."vehicle_id" is not null)),
	CONSTRAINT "etc_orders_rejected_reason" CHECK (("etc_orders"."status" = 'rejected') <= ("etc_orders"."reject_reason" is not null)),
	CONSTRAINT "etc_orders_cancelled_at" CHECK (("etc_orders"."status" = 'cancelled') = ("etc_orders"."cancelled_at" is not null)),
	CONSTRAINT "etc_orders_issued_numbers" CHECK (("etc_orders"."status" in ('issued', 'shipped', 'readyForPickup', 'activated')) <= ("etc_orders"."card_no" is not null and "etc_orders"."obu_no" is not null)),
	CONSTRAINT "etc_orders_version" CHECK ("etc_orders"."issuer_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "etc_toll_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "etc_toll_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issuer_txn_id" varchar(64) NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plate_number" varchar(8) NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"entry_station_id" integer NOT NULL,
	"exit_station_id" integer NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"exit_at" timestamp with time zone NOT NULL,
	"distance_m" integer NOT NULL,
	"rate_fen_per_km" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"waybill_id" integer,
	"status" varchar(8) NOT NULL,
	"transfer_id" varchar(80),
	"notify_id" varchar(64) NOT NULL,
	"withheld_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "etc_toll_transactions_status_known" CHECK ("etc_toll_transactions"."status" in ('recorded', 'withheld', 'failed')),
	CONSTRAINT "etc_toll_transactions_amounts" CHECK ("etc_toll_transactions"."amount_fen" >= 0 and "etc_toll_transactions"."distance_m" >= 0 and "etc_toll_transactions"."rate_fen_per_km" >= 0),
	CONSTRAINT "etc_toll_transactions_times" CHECK ("etc_toll_transactions"."exit_at" >= "etc_toll_transactions"."entry_at"),
	CONSTRAINT "etc_toll_transactions_class" CHECK ("etc_toll_transactions"."vehicle_class" between 1 and 6),
	CONSTRAINT "etc_toll_transactions_withheld" CHECK (("etc_toll_transactions"."status" = 'withheld') = ("etc_toll_transactions"."transfer_id" is not null and "etc_toll_transactions"."withheld_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_code_known";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_code_known";--> statement-breakpoint
ALTER TABLE "etc_cards" ADD CONSTRAINT "etc_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_cards" ADD CONSTRAINT "etc_cards_order_id_etc_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."etc_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_cards" ADD CONSTRAINT "etc_cards_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_cards" ADD CONSTRAINT "etc_cards_contract_id_etc_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."etc_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_contracts" ADD CONSTRAINT "etc_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_contracts" ADD CONSTRAINT "etc_contracts_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_issuer_notifications" ADD CONSTRAINT "etc_issuer_notifications_order_id_etc_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."etc_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_order_events" ADD CONSTRAINT "etc_order_events_order_id_etc_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."etc_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_orders" ADD CONSTRAINT "etc_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_orders" ADD CONSTRAINT "etc_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_orders" ADD CONSTRAINT "etc_orders_license_front_file_id_files_id_fk" FOREIGN KEY ("license_front_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_orders" ADD CONSTRAINT "etc_orders_license_back_file_id_files_id_fk" FOREIGN KEY ("license_back_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_orders" ADD CONSTRAINT "etc_orders_contract_id_etc_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."etc_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_orders" ADD CONSTRAINT "etc_orders_outlet_station_id_stations_id_fk" FOREIGN KEY ("outlet_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_toll_transactions" ADD CONSTRAINT "etc_toll_transactions_card_id_etc_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."etc_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_toll_transactions" ADD CONSTRAINT "etc_toll_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_toll_transactions" ADD CONSTRAINT "etc_toll_transactions_entry_station_id_stations_id_fk" FOREIGN KEY ("entry_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_toll_transactions" ADD CONSTRAINT "etc_toll_transactions_exit_station_id_stations_id_fk" FOREIGN KEY ("exit_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etc_toll_transactions" ADD CONSTRAINT "etc_toll_transactions_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etc_cards_plate_live_unique" ON "etc_cards" USING btree ("plate_number") WHERE "etc_cards"."status" in ('issued', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "etc_cards_card_no_live_unique" ON "etc_cards" USING btree ("card_no") WHERE "etc_cards"."status" in ('issued', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "etc_cards_order_unique" ON "etc_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "etc_cards_user_idx" ON "etc_cards" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "etc_contracts_user_idx" ON "etc_contracts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "etc_contracts_no_unique" ON "etc_contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "etc_issuer_notifications_subject_idx" ON "etc_issuer_notifications" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "etc_order_events_order_idx" ON "etc_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "etc_orders_no_unique" ON "etc_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "etc_orders_issuer_no_unique" ON "etc_orders" USING btree ("issuer_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "etc_orders_plate_live_unique" ON "etc_orders" USING btree ("plate_number") WHERE "etc_orders"."status" in ('draft', 'submitted', 'reviewing', 'approved', 'issued', 'shipped', 'readyForPickup');--> statement-breakpoint
CREATE UNIQUE INDEX "etc_orders_contract_live_unique" ON "etc_orders" USING btree ("contract_id") WHERE "etc_orders"."status" in ('draft', 'submitted', 'reviewing', 'approved', 'issued', 'shipped', 'readyForPickup');--> statement-breakpoint
CREATE INDEX "etc_orders_user_idx" ON "etc_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "etc_toll_transactions_txn_unique" ON "etc_toll_transactions" USING btree ("issuer_txn_id");--> statement-breakpoint
CREATE INDEX "etc_toll_transactions_user_idx" ON "etc_toll_transactions" USING btree ("user_id","exit_at");--> statement-breakpoint
CREATE INDEX "etc_toll_transactions_card_idx" ON "etc_toll_transactions" USING btree ("card_id","exit_at");--> statement-breakpoint
CREATE INDEX "etc_toll_transactions_waybill_idx" ON "etc_toll_transactions" USING btree ("waybill_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_code_known" CHECK ("ledger_accounts"."code" in ('wallet', 'gateway', 'freightEscrow', 'bankPayout', 'marketing', 'etcWithholding', 'etcIssuer'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_code_known" CHECK ("transfers"."code" in ('topUp', 'freightPaid', 'freightReceived', 'freightRefund', 'withdrawal', 'couponWriteOff', 'etcWithheld', 'etcToll'));