CREATE TABLE "spare_capacities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_capacities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"free_load_kg" integer NOT NULL,
	"from_area" varchar(60) NOT NULL,
	"to_area" varchar(60) NOT NULL,
	"available_date" date NOT NULL,
	"note" varchar(120),
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "spare_capacities_load_positive" CHECK ("spare_capacities"."free_load_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "temporary_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temporary_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by" integer NOT NULL,
	"owner_user_id" integer,
	"enterprise_id" integer,
	"plate_number" varchar(8) NOT NULL,
	"plate_color" varchar(32) NOT NULL,
	"vehicle_type" varchar(32) NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "temporary_vehicles_one_owner" CHECK (("temporary_vehicles"."owner_user_id" is null) <> ("temporary_vehicles"."enterprise_id" is null)),
	CONSTRAINT "temporary_vehicles_period" CHECK ("temporary_vehicles"."valid_from" <= "temporary_vehicles"."valid_until" and "temporary_vehicles"."valid_until" - "temporary_vehicles"."valid_from" < 90)
);
--> statement-breakpoint
CREATE TABLE "vehicle_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"granted_by" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"end_reason" varchar(16),
	CONSTRAINT "vehicle_authorizations_end_reason_known" CHECK ("vehicle_authorizations"."end_reason" in ('untied', 'revoked', 'deleted', 'reallocated')),
	CONSTRAINT "vehicle_authorizations_ended_whole" CHECK (("vehicle_authorizations"."ended_at" is null) = ("vehicle_authorizations"."ended_by" is null) and ("vehicle_authorizations"."ended_at" is null) = ("vehicle_authorizations"."end_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "vehicle_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"action" varchar(24) NOT NULL,
	"actor_id" integer NOT NULL,
	"driver_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_events_action_known" CHECK ("vehicle_events"."action" in ('authorized', 'untied', 'revoked', 'requestDeclined', 'allocated', 'deleted', 'inspectionUpdated', 'roadTransportUpdated', 'contactUpdated'))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"submitter_id" integer NOT NULL,
	"owner_user_id" integer,
	"enterprise_id" integer,
	"plate_number" varchar(8) NOT NULL,
	"plate_color" varchar(32) NOT NULL,
	"vehicle_type" varchar(32) NOT NULL,
	"vehicle_length" varchar(32),
	"energy_type" varchar(32) NOT NULL,
	"approved_load_kg" integer NOT NULL,
	"owner_name" varchar(60) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"register_date" date NOT NULL,
	"license_front_file_id" varchar(64) NOT NULL,
	"license_back_file_id" varchar(64) NOT NULL,
	"inspection_valid_until" date NOT NULL,
	"inspection_file_id" varchar(64),
	"road_transport_no" varchar(24),
	"road_transport_valid_until" date,
	"road_transport_file_id" varchar(64),
	"contact_mobile" varchar(11),
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "vehicles_certification_unique" UNIQUE("certification_id"),
	CONSTRAINT "vehicles_one_owner" CHECK (("vehicles"."owner_user_id" is null) <> ("vehicles"."enterprise_id" is null)),
	CONSTRAINT "vehicles_load_positive" CHECK ("vehicles"."approved_load_kg" > 0),
	CONSTRAINT "vehicles_vin_format" CHECK ("vehicles"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$'),
	CONSTRAINT "vehicles_plate_length" CHECK (char_length("vehicles"."plate_number") in (7, 8)),
	CONSTRAINT "vehicles_road_transport_whole" CHECK (("vehicles"."road_transport_no" is null) = ("vehicles"."road_transport_valid_until" is null) and ("vehicles"."road_transport_no" is null) = ("vehicles"."road_transport_file_id" is null)),
	CONSTRAINT "vehicles_license_two_photos" CHECK ("vehicles"."license_front_file_id" <> "vehicles"."license_back_file_id"),
	CONSTRAINT "vehicles_deleted_together" CHECK (("vehicles"."deleted_at" is null) = ("vehicles"."deleted_by" is null))
);
--> statement-breakpoint
CREATE TABLE "driver_details" (
	"certification_id" integer PRIMARY KEY NOT NULL,
	"license_no_cipher" text NOT NULL,
	"license_no_masked" varchar(18) NOT NULL,
	"license_class" varchar(4) NOT NULL,
	"issuing_authority" varchar(60) NOT NULL,
	"first_issue_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"main_file_id" varchar(64) NOT NULL,
	"sub_file_id" varchar(64) NOT NULL,
	"qualification_no" varchar(30),
	"qualification_valid_until" date,
	"qualification_file_id" varchar(64),
	CONSTRAINT "driver_details_class_known" CHECK ("driver_details"."license_class" in ('A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'D', 'E', 'F', 'M', 'N', 'P')),
	CONSTRAINT "driver_details_validity_order" CHECK ("driver_details"."first_issue_date" <= "driver_details"."valid_from" and "driver_details"."valid_from" < "driver_details"."valid_until"),
	CONSTRAINT "driver_details_two_photos" CHECK ("driver_details"."main_file_id" <> "driver_details"."sub_file_id"),
	CONSTRAINT "driver_details_qualification_whole" CHECK (("driver_details"."qualification_no" is null and "driver_details"."qualification_valid_until" is null and "driver_details"."qualification_file_id" is null)
        or ("driver_details"."qualification_no" is not null and "driver_details"."qualification_valid_until" is not null and "driver_details"."qualification_file_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "driver_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by" integer,
	CONSTRAINT "driver_invitations_status_known" CHECK ("driver_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "driver_invitations_expiry_after_creation" CHECK ("driver_invitations"."expires_at" > "driver_invitations"."created_at"),
	CONSTRAINT "driver_invitations_answered" CHECK (("driver_invitations"."status" in ('pending', 'expired')) = ("driver_invitations"."responded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "enterprise_drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"end_reason" varchar(8),
	"ended_by" integer,
	"remark" varchar(60),
	"contact_mobile" varchar(11),
	CONSTRAINT "enterprise_drivers_invitation_unique" UNIQUE("invitation_id"),
	CONSTRAINT "enterprise_drivers_end_reason_known" CHECK ("enterprise_drivers"."end_reason" in ('left', 'removed')),
	CONSTRAINT "enterprise_drivers_end_whole" CHECK (("enterprise_drivers"."left_at" is null and "enterprise_drivers"."end_reason" is null and "enterprise_drivers"."ended_by" is null)
        or ("enterprise_drivers"."left_at" is not null and "enterprise_drivers"."end_reason" is not null and "enterprise_drivers"."ended_by" is not null)),
	CONSTRAINT "enterprise_drivers_contact_mobile_format" CHECK ("enterprise_drivers"."contact_mobile" ~ '^1[3-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "enterprise_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"role" varchar(16) NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "enterprise_staff_role_known" CHECK ("enterprise_staff"."role" in ('dispatcher', 'personManager')),
	CONSTRAINT "enterprise_staff_permissions_known" CHECK ("enterprise_staff"."permissions" <@ array['releaseGoods', 'dispatch']::text[])
);
--> statement-breakpoint
CREATE TABLE "enterprise_staff_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_staff_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "enterprise_staff_changes_action_known" CHECK ("enterprise_staff_changes"."action" in ('added', 'edited', 'removed', 'permissionOpened', 'permissionClosed'))
);
--> statement-breakpoint
CREATE TABLE "fleet_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fleet_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fleet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16),
	"ended_by" integer,
	CONSTRAINT "fleet_memberships_end_reason_known" CHECK ("fleet_memberships"."end_reason" in ('left', 'removed')),
	CONSTRAINT "fleet_memberships_end_complete" CHECK (("fleet_memberships"."ended_at" is null) = ("fleet_memberships"."end_reason" is null) and ("fleet_memberships"."ended_at" is null) = ("fleet_memberships"."ended_by" is null)),
	CONSTRAINT "fleet_memberships_end_after_join" CHECK ("fleet_memberships"."ended_at" is null or "fleet_memberships"."ended_at" >= "fleet_memberships"."joined_at"),
	CONSTRAINT "fleet_memberships_end_actor" CHECK ("fleet_memberships"."end_reason" is null or ("fleet_memberships"."end_reason" = 'left') = ("fleet_memberships"."ended_by" = "fleet_memberships"."user_id"))
);
--> statement-breakpoint
CREATE TABLE "fleets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fleets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"captain_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"region" varchar(60) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fleets_name_length" CHECK (char_length("fleets"."name") >= 2),
	CONSTRAINT "fleets_region_length" CHECK (char_length("fleets"."region") >= 2)
);
--> statement-breakpoint
ALTER TABLE "certifications" DROP CONSTRAINT "certifications_kind_known";--> statement-breakpoint
DROP INDEX "certifications_one_pending";--> statement-breakpoint
ALTER TABLE "spare_capacities" ADD CONSTRAINT "spare_capacities_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_capacities" ADD CONSTRAINT "spare_capacities_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_vehicles" ADD CONSTRAINT "temporary_vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_vehicles" ADD CONSTRAINT "temporary_vehicles_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_vehicles" ADD CONSTRAINT "temporary_vehicles_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_authorizations" ADD CONSTRAINT "vehicle_authorizations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_authorizations" ADD CONSTRAINT "vehicle_authorizations_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_authorizations" ADD CONSTRAINT "vehicle_authorizations_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_authorizations" ADD CONSTRAINT "vehicle_authorizations_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_license_front_file_id_files_id_fk" FOREIGN KEY ("license_front_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_license_back_file_id_files_id_fk" FOREIGN KEY ("license_back_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_inspection_file_id_files_id_fk" FOREIGN KEY ("inspection_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_road_transport_file_id_files_id_fk" FOREIGN KEY ("road_transport_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_details" ADD CONSTRAINT "driver_details_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_details" ADD CONSTRAINT "driver_details_main_file_id_files_id_fk" FOREIGN KEY ("main_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_details" ADD CONSTRAINT "driver_details_sub_file_id_files_id_fk" FOREIGN KEY ("sub_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_details" ADD CONSTRAINT "driver_details_qualification_file_id_files_id_fk" FOREIGN KEY ("qualification_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_drivers" ADD CONSTRAINT "enterprise_drivers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_drivers" ADD CONSTRAINT "enterprise_drivers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_drivers" ADD CONSTRAINT "enterprise_drivers_invitation_id_driver_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."driver_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_drivers" ADD CONSTRAINT "enterprise_drivers_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff" ADD CONSTRAINT "enterprise_staff_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff" ADD CONSTRAINT "enterprise_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff" ADD CONSTRAINT "enterprise_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff_changes" ADD CONSTRAINT "enterprise_staff_changes_staff_id_enterprise_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."enterprise_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff_changes" ADD CONSTRAINT "enterprise_staff_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_memberships" ADD CONSTRAINT "fleet_memberships_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_memberships" ADD CONSTRAINT "fleet_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_memberships" ADD CONSTRAINT "fleet_memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_memberships" ADD CONSTRAINT "fleet_memberships_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spare_capacities_one_open" ON "spare_capacities" USING btree ("vehicle_id") WHERE "spare_capacities"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "spare_capacities_open_date_idx" ON "spare_capacities" USING btree ("available_date") WHERE "spare_capacities"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "temporary_vehicles_owner_idx" ON "temporary_vehicles" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "temporary_vehicles_enterprise_idx" ON "temporary_vehicles" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "temporary_vehicles_plate_idx" ON "temporary_vehicles" USING btree ("plate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_authorizations_one_open" ON "vehicle_authorizations" USING btree ("vehicle_id","driver_id") WHERE "vehicle_authorizations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "vehicle_authorizations_driver_idx" ON "vehicle_authorizations" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "vehicle_events_vehicle_idx" ON "vehicle_events" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_live_unique" ON "vehicles" USING btree ("plate_number") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "vehicles_enterprise_idx" ON "vehicles" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_invitations_one_pending" ON "driver_invitations" USING btree ("enterprise_id","driver_id") WHERE "driver_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "driver_invitations_driver_idx" ON "driver_invitations" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "driver_invitations_enterprise_idx" ON "driver_invitations" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_drivers_one_active" ON "enterprise_drivers" USING btree ("driver_id") WHERE "enterprise_drivers"."left_at" is null;--> statement-breakpoint
CREATE INDEX "enterprise_drivers_enterprise_idx" ON "enterprise_drivers" USING btree ("enterprise_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_staff_active_unique" ON "enterprise_staff" USING btree ("enterprise_id","user_id") WHERE "enterprise_staff"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "enterprise_staff_user_idx" ON "enterprise_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_staff_changes_staff_idx" ON "enterprise_staff_changes" USING btree ("staff_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_memberships_one_open_per_user" ON "fleet_memberships" USING btree ("user_id") WHERE "fleet_memberships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_memberships_fleet_idx" ON "fleet_memberships" USING btree ("fleet_id","ended_at","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fleets_one_per_captain" ON "fleets" USING btree ("captain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_one_pending" ON "certifications" USING btree ("user_id","kind") WHERE "certifications"."status" = 'pending' and "certifications"."kind" <> 'vehicle';--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_kind_known" CHECK ("certifications"."kind" in ('realName', 'cargoOwner', 'enterprise', 'vehicle', 'driver'));