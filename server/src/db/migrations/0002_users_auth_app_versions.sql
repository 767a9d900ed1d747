CREATE TABLE "pending_vehicle_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_vehicle_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"recommender_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_vehicle_authorizations_vehicle_positive" CHECK ("pending_vehicle_authorizations"."vehicle_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"user_id" integer NOT NULL,
	"identity_type" varchar(32) NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_pk" PRIMARY KEY("user_id","identity_type"),
	CONSTRAINT "user_identities_type_known" CHECK ("user_identities"."identity_type" in ('driver', 'truckOwner', 'cargoOwner', 'enterpriseCargoOwner', 'carrier', 'fleetCaptain', 'fleetMember', 'tollCollector', 'merchant', 'merchantAdmin', 'waiter', 'liaison', 'enterpriseManager', 'personManager', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"nickname" varchar(32) NOT NULL,
	"avatar" text,
	"identity_type" varchar(32),
	"recommender_id" integer,
	"is_verified" boolean DEFAULT false NOT NULL,
	"v_logo" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_format" CHECK ("users"."mobile" ~ '^1[3-9][0-9]{9}$'),
	CONSTRAINT "users_identity_type_known" CHECK ("users"."identity_type" in ('driver', 'truckOwner', 'cargoOwner', 'enterpriseCargoOwner', 'carrier', 'fleetCaptain', 'fleetMember', 'tollCollector', 'merchant', 'merchantAdmin', 'waiter', 'liaison', 'enterpriseManager', 'personManager', 'operator')),
	CONSTRAINT "users_not_own_recommender" CHECK ("users"."recommender_id" <> "users"."id")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(16),
	CONSTRAINT "auth_sessions_revoke_reason_known" CHECK ("auth_sessions"."revoked_reason" in ('logout', 'refresh_reuse')),
	CONSTRAINT "auth_sessions_revoked_with_reason" CHECK (("auth_sessions"."revoked_at" is null) = ("auth_sessions"."revoked_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_no" varchar(128) NOT NULL,
	"os" varchar(16) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_os_known" CHECK ("devices"."os" in ('ios', 'Android', 'H5'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"replaced_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_kind_known" CHECK ("refresh_tokens"."kind" in ('user', 'logistics')),
	CONSTRAINT "refresh_tokens_expiry_after_issue" CHECK ("refresh_tokens"."expires_at" > "refresh_tokens"."issued_at"),
	CONSTRAINT "refresh_tokens_rotated_has_successor" CHECK (("refresh_tokens"."rotated_at" is null) = ("refresh_tokens"."replaced_by" is null))
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" varchar(16) NOT NULL,
	"version_name" varchar(32) NOT NULL,
	"version_code" integer NOT NULL,
	"last_version_code" integer NOT NULL,
	"download_url" text NOT NULL,
	"notes" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_versions_platform_known" CHECK ("app_versions"."platform" in ('ios', 'Android', 'H5')),
	CONSTRAINT "app_versions_codes_positive" CHECK ("app_versions"."version_code" > 0 and "app_versions"."last_version_code" > 0),
	CONSTRAINT "app_versions_minimum_not_ahead" CHECK ("app_versions"."last_version_code" <= "app_versions"."version_code")
);
--> statement-breakpoint
ALTER TABLE "pending_vehicle_authorizations" ADD CONSTRAINT "pending_vehicle_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_vehicle_authorizations" ADD CONSTRAINT "pending_vehicle_authorizations_recommender_id_users_id_fk" FOREIGN KEY ("recommender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_recommender_id_users_id_fk" FOREIGN KEY ("recommender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_vehicle_authorizations_user_vehicle_unique" ON "pending_vehicle_authorizations" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_recommender_idx" ON "users" USING btree ("recommender_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_os_unique" ON "devices" USING btree ("serial_no","os");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_kind_idx" ON "refresh_tokens" USING btree ("session_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_code_unique" ON "app_versions" USING btree ("platform","version_code");