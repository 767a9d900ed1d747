CREATE TABLE "free_transports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_transports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_user_id" integer NOT NULL,
	"origin_name" varchar(60) NOT NULL,
	"origin_address" varchar(120) NOT NULL,
	"origin_lng" double precision NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_ad_code" varchar(6) NOT NULL,
	"destination_name" varchar(60) NOT NULL,
	"destination_address" varchar(120) NOT NULL,
	"destination_lng" double precision NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_ad_code" varchar(6) NOT NULL,
	"depart_date" date NOT NULL,
	"plate_number" varchar(8) NOT NULL,
	"vehicle_type" varchar(32) NOT NULL,
	"vehicle_length" varchar(32),
	"contact_mobile" varchar(11) NOT NULL,
	"remarks" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "free_transports_ad_codes" CHECK ("free_transports"."origin_ad_code" ~ '^[0-9]{6}$' and "free_transports"."destination_ad_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "free_transports_contact_mobile" CHECK ("free_transports"."contact_mobile" ~ '^1[3-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "goods_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"goods_source_id" integer,
	"free_transport_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_operations_action_known" CHECK ("goods_operations"."action" in ('released', 'confirmed', 'cancelled', 'viewed', 'grabbed', 'freeTransportReleased', 'freeTransportEdited', 'freeTransportDeleted')),
	CONSTRAINT "goods_operations_one_subject" CHECK (("goods_operations"."goods_source_id" is null) <> ("goods_operations"."free_transport_id" is null))
);
--> statement-breakpoint
CREATE TABLE "goods_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"enterprise_id" integer,
	"released_by" varchar(16) NOT NULL,
	"offline_shipper_name" varchar(30),
	"offline_shipper_mobile" varchar(11),
	"station_id" integer,
	"origin_name" varchar(60) NOT NULL,
	"origin_address" varchar(120) NOT NULL,
	"origin_lng" double precision NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_ad_code" varchar(6) NOT NULL,
	"destination_name" varchar(60) NOT NULL,
	"destination_address" varchar(120) NOT NULL,
	"destination_lng" double precision NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_ad_code" varchar(6) NOT NULL,
	"cargo_type" varchar(32) NOT NULL,
	"weight_kg" integer NOT NULL,
	"volume_m3" double precision,
	"trucks_needed" integer NOT NULL,
	"trucks_taken" integer DEFAULT 0 NOT NULL,
	"vehicle_length" varchar(32),
	"vehicle_type" varchar(32),
	"freight_fen" integer NOT NULL,
	"loading_date" date NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"remarks" varchar(200),
	"status" varchar(16) NOT NULL,
	"cancel_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "goods_sources_status_known" CHECK ("goods_sources"."status" in ('draft', 'open', 'taken', 'closed', 'cancelled')),
	CONSTRAINT "goods_sources_released_by_known" CHECK ("goods_sources"."released_by" in ('cargoOwner', 'tollCollector')),
	CONSTRAINT "goods_sources_offline_fields" CHECK (("goods_sources"."released_by" = 'tollCollector') = ("goods_sources"."offline_shipper_name" is not null and "goods_sources"."offline_shipper_mobile" is not null and "goods_sources"."station_id" is not null)),
	CONSTRAINT "goods_sources_offline_no_enterprise" CHECK ("goods_sources"."released_by" = 'cargoOwner' or "goods_sources"."enterprise_id" is null),
	CONSTRAINT "goods_sources_trucks_needed_range" CHECK ("goods_sources"."trucks_needed" between 1 and 50),
	CONSTRAINT "goods_sources_trucks_taken_range" CHECK ("goods_sources"."trucks_taken" between 0 and "goods_sources"."trucks_needed"),
	CONSTRAINT "goods_sources_draft_untaken" CHECK ("goods_sources"."status" <> 'draft' or "goods_sources"."trucks_taken" = 0),
	CONSTRAINT "goods_sources_open_has_slot" CHECK ("goods_sources"."status" <> 'open' or "goods_sources"."trucks_taken" < "goods_sources"."trucks_needed"),
	CONSTRAINT "goods_sources_taken_full" CHECK ("goods_sources"."status" <> 'taken' or "goods_sources"."trucks_taken" = "goods_sources"."trucks_needed"),
	CONSTRAINT "goods_sources_opened_at" CHECK ("goods_sources"."status" = 'draft' or "goods_sources"."status" = 'cancelled' or "goods_sources"."opened_at" is not null),
	CONSTRAINT "goods_sources_closed_at" CHECK (("goods_sources"."status" = 'closed') = ("goods_sources"."closed_at" is not null)),
	CONSTRAINT "goods_sources_cancelled_at" CHECK (("goods_sources"."status" = 'cancelled') = ("goods_sources"."cancelled_at" is not null)),
	CONSTRAINT "goods_sources_weight_positive" CHECK ("goods_sources"."weight_kg" between 1 and 1000000),
	CONSTRAINT "goods_sources_volume_positive" CHECK ("goods_sources"."volume_m3" is null or "goods_sources"."volume_m3" > 0),
	CONSTRAINT "goods_sources_freight_range" CHECK ("goods_sources"."freight_fen" between 1 and 100000000),
	CONSTRAINT "goods_sources_origin_ll" CHECK ("goods_sources"."origin_lng" between -180 and 180 and "goods_sources"."origin_lat" between -90 and 90),
	CONSTRAINT "goods_sources_destination_ll" CHECK ("goods_sources"."destination_lng" between -180 and 180 and "goods_sources"."destination_lat" between -90 and 90),
	CONSTRAINT "goods_sources_ad_codes" CHECK ("goods_sources"."origin_ad_code" ~ '^[0-9]{6}$' and "goods_sources"."destination_ad_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "goods_sources_contact_mobile" CHECK ("goods_sources"."contact_mobile" ~ '^1[3-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(60) NOT NULL,
	"highway" varchar(60) NOT NULL,
	"address" varchar(120) NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"ad_code" varchar(6) NOT NULL,
	CONSTRAINT "stations_code_unique" UNIQUE("code"),
	CONSTRAINT "stations_lng_range" CHECK ("stations"."lng" between -180 and 180),
	CONSTRAINT "stations_lat_range" CHECK ("stations"."lat" between -90 and 90),
	CONSTRAINT "stations_ad_code_format" CHECK ("stations"."ad_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"call" varchar(40) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_kept_a_week" CHECK ("idempotency_keys"."expires_at" >= "idempotency_keys"."created_at" + interval '7 days')
);
--> statement-breakpoint
CREATE TABLE "waybill_signings" (
	"signing_id" varchar(100) PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"party" varchar(16) NOT NULL,
	"signer_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_name" varchar(30),
	"signer_ip" varchar(64),
	"signature_image" text,
	CONSTRAINT "waybill_signings_party_known" CHECK ("waybill_signings"."party" in ('driver', 'cargoOwner')),
	CONSTRAINT "waybill_signings_complete" CHECK (("waybill_signings"."signed_at" is null) = ("waybill_signings"."signer_name" is null) and ("waybill_signings"."signed_at" is null) = ("waybill_signings"."signature_image" is null))
);
--> statement-breakpoint
CREATE TABLE "waybill_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waybill_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waybill_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" varchar(200),
	"lat" double precision,
	"lng" double precision,
	CONSTRAINT "waybill_status_history_from_known" CHECK ("waybill_status_history"."from_status" in ('assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled', 'cancelled')),
	CONSTRAINT "waybill_status_history_to_known" CHECK ("waybill_status_history"."to_status" in ('assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled', 'cancelled')),
	CONSTRAINT "waybill_status_history_changes" CHECK ("waybill_status_history"."from_status" is null or "waybill_status_history"."from_status" <> "waybill_status_history"."to_status"),
	CONSTRAINT "waybill_status_history_position" CHECK (("waybill_status_history"."lat" is null) = ("waybill_status_history"."lng" is null) and ("waybill_status_history"."lat" is null or ("waybill_status_history"."lat" between -90 and 90 and "waybill_status_history"."lng" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waybills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_source_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"cargo_owner_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"plate_number" varchar(8) NOT NULL,
	"origin" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"freight_fen" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"driver_signed_at" timestamp with time zone,
	"owner_signed_at" timestamp with time zone,
	"loading_scanned_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"loaded_weight_kg" integer,
	"loaded_photo_ids" text[],
	"unloading_scanned_at" timestamp with time zone,
	"unloaded_at" timestamp with time zone,
	"unloaded_weight_kg" integer,
	"unloaded_photo_ids" text[],
	"cancelled_at" timestamp with time zone,
	"cancelled_by" varchar(16),
	"cancel_actor_id" integer,
	"cancel_reason" varchar(200),
	"evaluation_stars" smallint,
	"evaluation_text" varchar(200),
	"evaluated_at" timestamp with time zone,
	"station_signed_for_at" timestamp with time zone,
	"station_signed_for_by" integer,
	CONSTRAINT "waybills_status_known" CHECK ("waybills"."status" in ('assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled', 'cancelled')),
	CONSTRAINT "waybills_origin_known" CHECK ("waybills"."origin" in ('grab', 'dispatch')),
	CONSTRAINT "waybills_cancelled_by_known" CHECK ("waybills"."cancelled_by" in ('driver', 'cargoOwner', 'dispatch', 'source')),
	CONSTRAINT "waybills_freight_range" CHECK ("waybills"."freight_fen" between 1 and 100000000),
	CONSTRAINT "waybills_assigned_is_dispatch" CHECK ("waybills"."status" <> 'assigned' or ("waybills"."origin" = 'dispatch' and "waybills"."received_at" is null)),
	CONSTRAINT "waybills_received" CHECK ("waybills"."status" in ('assigned', 'cancelled') or "waybills"."received_at" is not null),
	CONSTRAINT "waybills_signed_both" CHECK ("waybills"."status" in ('assigned', 'created', 'cancelled') or ("waybills"."driver_signed_at" is not null and "waybills"."owner_signed_at" is not null)),
	CONSTRAINT "waybills_loading_scanned" CHECK (("waybills"."loading_scanned_at" is not null) = ("waybills"."status" in ('loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled'))),
	CONSTRAINT "waybills_loaded_facts" CHECK (("waybills"."loaded_at" is not null) = ("waybills"."status" in ('loaded', 'inTransit', 'unloading', 'unloaded', 'settled'))
        and ("waybills"."loaded_at" is null) = ("waybills"."loaded_weight_kg" is null) and ("waybills"."loaded_at" is null) = ("waybills"."loaded_photo_ids" is null)),
	CONSTRAINT "waybills_unloading_scanned" CHECK (("waybills"."unloading_scanned_at" is not null) = ("waybills"."status" in ('unloading', 'unloaded', 'settled'))),
	CONSTRAINT "waybills_unloaded_facts" CHECK (("waybills"."unloaded_at" is not null) = ("waybills"."status" in ('unloaded', 'settled'))
        and ("waybills"."unloaded_at" is null) = ("waybills"."unloaded_weight_kg" is null) and ("waybills"."unloaded_at" is null) = ("waybills"."unloaded_photo_ids" is null)),
	CONSTRAINT "waybills_weights" CHECK (("waybills"."loaded_weight_kg" is null or "waybills"."loaded_weight_kg" between 1 and 100000) and ("waybills"."unloaded_weight_kg" is null or "waybills"."unloaded_weight_kg" between 1 and 100000)),
	CONSTRAINT "waybills_cancellation" CHECK (("waybills"."status" = 'cancelled') = ("waybills"."cancelled_at" is not null and "waybills"."cancelled_by" is not null and "waybills"."cancel_reason" is not null)
        and ("waybills"."status" <> 'cancelled' or "waybills"."loading_scanned_at" is null)),
	CONSTRAINT "waybills_evaluation" CHECK (("waybills"."evaluated_at" is null) = ("waybills"."evaluation_stars" is null)
        and ("waybills"."evaluation_stars" is null or ("waybills"."evaluation_stars" between 1 and 5 and "waybills"."status" in ('unloaded', 'settled')))),
	CONSTRAINT "waybills_station_sign_for" CHECK (("waybills"."station_signed_for_at" is null) = ("waybills"."station_signed_for_by" is null) and ("waybills"."station_signed_for_at" is null or "waybills"."loaded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "waybill_positions" (
	"waybill_id" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"seq" smallint DEFAULT 0 NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed" real,
	"accuracy" real,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waybill_positions_pk" PRIMARY KEY("waybill_id","at","seq"),
	CONSTRAINT "waybill_positions_lat" CHECK ("waybill_positions"."lat" between -90 and 90),
	CONSTRAINT "waybill_positions_lng" CHECK ("waybill_positions"."lng" between -180 and 180),
	CONSTRAINT "waybill_positions_speed" CHECK ("waybill_positions"."speed" is null or "waybill_positions"."speed" between 0 and 100),
	CONSTRAINT "waybill_positions_accuracy" CHECK ("waybill_positions"."accuracy" is null or "waybill_positions"."accuracy" >= 0),
	CONSTRAINT "waybill_positions_seq" CHECK ("waybill_positions"."seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "free_transports" ADD CONSTRAINT "free_transports_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_operations" ADD CONSTRAINT "goods_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_operations" ADD CONSTRAINT "goods_operations_goods_source_id_goods_sources_id_fk" FOREIGN KEY ("goods_source_id") REFERENCES "public"."goods_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_operations" ADD CONSTRAINT "goods_operations_free_transport_id_free_transports_id_fk" FOREIGN KEY ("free_transport_id") REFERENCES "public"."free_transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sources" ADD CONSTRAINT "goods_sources_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sources" ADD CONSTRAINT "goods_sources_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sources" ADD CONSTRAINT "goods_sources_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_signings" ADD CONSTRAINT "waybill_signings_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_signings" ADD CONSTRAINT "waybill_signings_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_status_history" ADD CONSTRAINT "waybill_status_history_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_status_history" ADD CONSTRAINT "waybill_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_goods_source_id_goods_sources_id_fk" FOREIGN KEY ("goods_source_id") REFERENCES "public"."goods_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_cargo_owner_id_users_id_fk" FOREIGN KEY ("cargo_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_cancel_actor_id_users_id_fk" FOREIGN KEY ("cancel_actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_station_signed_for_by_users_id_fk" FOREIGN KEY ("station_signed_for_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD CONSTRAINT "waybill_positions_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_transports_live_idx" ON "free_transports" USING btree ("depart_date","id") WHERE "free_transports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "free_transports_driver_idx" ON "free_transports" USING btree ("driver_user_id");--> statement-breakpoint
CREATE INDEX "goods_operations_user_idx" ON "goods_operations" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_operations_view_unique" ON "goods_operations" USING btree ("user_id","goods_source_id") WHERE "goods_operations"."action" = 'viewed';--> statement-breakpoint
CREATE INDEX "goods_sources_open_origin_earth_idx" ON "goods_sources" USING gist (ll_to_earth("origin_lat", "origin_lng")) WHERE "goods_sources"."status" = 'open';--> statement-breakpoint
CREATE INDEX "goods_sources_status_loading_idx" ON "goods_sources" USING btree ("status","loading_date","id");--> statement-breakpoint
CREATE INDEX "goods_sources_owner_idx" ON "goods_sources" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "goods_sources_enterprise_idx" ON "goods_sources" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "goods_sources_station_idx" ON "goods_sources" USING btree ("station_id","status");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_signings_one_signed" ON "waybill_signings" USING btree ("waybill_id","party") WHERE "waybill_signings"."signed_at" is not null;--> statement-breakpoint
CREATE INDEX "waybill_signings_waybill_idx" ON "waybill_signings" USING btree ("waybill_id","party");--> statement-breakpoint
CREATE INDEX "waybill_status_history_waybill_idx" ON "waybill_status_history" USING btree ("waybill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_one_active_per_driver_source" ON "waybills" USING btree ("goods_source_id","driver_id") WHERE "waybills"."status" in ('assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading');--> statement-breakpoint
CREATE INDEX "waybills_source_idx" ON "waybills" USING btree ("goods_source_id","status");--> statement-breakpoint
CREATE INDEX "waybills_driver_idx" ON "waybills" USING btree ("driver_id","id");--> statement-breakpoint
CREATE INDEX "waybills_owner_idx" ON "waybills" USING btree ("cargo_owner_id","id");