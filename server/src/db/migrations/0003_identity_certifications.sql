CREATE TABLE "certification_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"actor_id" integer NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "certification_audit_action_known" CHECK ("certification_audit"."action" in ('submitted', 'approved', 'rejected', 'resubmitted'))
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	"reject_reason" text,
	CONSTRAINT "certifications_kind_known" CHECK ("certifications"."kind" in ('realName', 'cargoOwner', 'enterprise', 'carrier', 'vehicle', 'driver')),
	CONSTRAINT "certifications_status_known" CHECK ("certifications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "certifications_rejected_has_reason" CHECK (("certifications"."status" = 'rejected') = ("certifications"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"group_code" varchar(42) NOT NULL,
	"code" varchar(32) NOT NULL,
	"label" varchar(64) NOT NULL,
	"label_en" varchar(96) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "dict_entries_pk" PRIMARY KEY("group_code","code")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_positive" CHECK ("files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "real_name_details" (
	"certification_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"id_card_cipher" text NOT NULL,
	"id_card_masked" varchar(18) NOT NULL,
	"front_file_id" varchar(64) NOT NULL,
	"back_file_id" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_audit" ADD CONSTRAINT "certification_audit_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_audit" ADD CONSTRAINT "certification_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_details" ADD CONSTRAINT "real_name_details_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_details" ADD CONSTRAINT "real_name_details_front_file_id_files_id_fk" FOREIGN KEY ("front_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_details" ADD CONSTRAINT "real_name_details_back_file_id_files_id_fk" FOREIGN KEY ("back_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_audit_certification_idx" ON "certification_audit" USING btree ("certification_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_one_pending" ON "certifications" USING btree ("user_id","kind") WHERE "certifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "certifications_user_kind_idx" ON "certifications" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "certifications_queue_idx" ON "certifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");