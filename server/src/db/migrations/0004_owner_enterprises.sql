CREATE TABLE "cargo_owner_details" (
	"certification_id" integer PRIMARY KEY NOT NULL,
	"address" varchar(120) NOT NULL,
	"cargo_types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"manager_id" integer,
	"role" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(30) NOT NULL,
	"legal_person_id_cipher" text NOT NULL,
	"legal_person_id_masked" varchar(18) NOT NULL,
	"address" varchar(120) NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"business_license_file_id" varchar(64) NOT NULL,
	"transport_permit_file_id" varchar(64),
	CONSTRAINT "enterprises_certification_unique" UNIQUE("certification_id"),
	CONSTRAINT "enterprises_role_known" CHECK ("enterprises"."role" in ('consignor', 'carrier'))
);
--> statement-breakpoint
CREATE TABLE "owner_info_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_info_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_info_changes_not_empty" CHECK ("owner_info_changes"."changes" <> '{}'::jsonb)
);
--> statement-breakpoint
ALTER TABLE "cargo_owner_details" ADD CONSTRAINT "cargo_owner_details_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_business_license_file_id_files_id_fk" FOREIGN KEY ("business_license_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_transport_permit_file_id_files_id_fk" FOREIGN KEY ("transport_permit_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_info_changes" ADD CONSTRAINT "owner_info_changes_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_info_changes" ADD CONSTRAINT "owner_info_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprises_credit_code_idx" ON "enterprises" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "enterprises_applicant_idx" ON "enterprises" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "enterprises_manager_idx" ON "enterprises" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "owner_info_changes_certification_idx" ON "owner_info_changes" USING btree ("certification_id","at");