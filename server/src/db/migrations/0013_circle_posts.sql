CREATE TABLE "content_article_reads" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_article_reads_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(16) NOT NULL,
	"title" varchar(60) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"paragraphs" text[] NOT NULL,
	"cover_file_id" varchar(64),
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(16) NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_articles_category_known" CHECK ("content_articles"."category" in ('news', 'notice', 'logisticsNotice')),
	CONSTRAINT "content_articles_status_known" CHECK ("content_articles"."status" in ('published', 'withdrawn')),
	CONSTRAINT "content_articles_paragraphs" CHECK (cardinality("content_articles"."paragraphs") between 1 and 50),
	CONSTRAINT "content_articles_published_at" CHECK ("content_articles"."status" <> 'published' or "content_articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_collects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_collects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_collects_kind_known" CHECK ("content_collects"."kind" in ('goodsSource', 'circlePost', 'news'))
);
--> statement-breakpoint
CREATE TABLE "content_hotlines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_hotlines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seed_code" varchar(40),
	"scope" varchar(16) NOT NULL,
	"province_code" varchar(6),
	"road_code" varchar(8),
	"road_name" varchar(30),
	"name" varchar(40) NOT NULL,
	"phones" text[] NOT NULL,
	"services" text[] NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_hotlines_scope_known" CHECK ("content_hotlines"."scope" in ('national', 'province', 'highway')),
	CONSTRAINT "content_hotlines_services_known" CHECK (cardinality("content_hotlines"."services") >= 1 and "content_hotlines"."services" <@ array['rescue', 'complaint', 'roadConditions']::text[]),
	CONSTRAINT "content_hotlines_phones" CHECK (cardinality("content_hotlines"."phones") between 1 and 5),
	CONSTRAINT "content_hotlines_province_code" CHECK ("content_hotlines"."province_code" is null or "content_hotlines"."province_code" ~ '^[0-9]{2}0000$'),
	CONSTRAINT "content_hotlines_national" CHECK ("content_hotlines"."scope" <> 'national' or ("content_hotlines"."province_code" is null and "content_hotlines"."road_code" is null)),
	CONSTRAINT "content_hotlines_province" CHECK ("content_hotlines"."scope" <> 'province' or ("content_hotlines"."province_code" is not null and "content_hotlines"."road_code" is null)),
	CONSTRAINT "content_hotlines_highway" CHECK (("content_hotlines"."scope" = 'highway') = ("content_hotlines"."road_code" is not null and "content_hotlines"."road_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "circle_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "circle_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_comments_not_empty" CHECK (length("circle_comments"."content") > 0)
);
--> statement-breakpoint
CREATE TABLE "circle_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_likes_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_moderations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "circle_moderations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"reason" varchar(200),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_moderations_action_known" CHECK ("circle_moderations"."action" in ('hidden', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "circle_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "circle_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"station_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"info_type" varchar(16) NOT NULL,
	"text" varchar(500) NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(16) DEFAULT 'visible' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"latest_report_at" timestamp with time zone,
	"hidden_reason" varchar(200),
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_posts_status_known" CHECK ("circle_posts"."status" in ('visible', 'hidden', 'deleted')),
	CONSTRAINT "circle_posts_info_type_known" CHECK ("circle_posts"."info_type" in ('post')),
	CONSTRAINT "circle_posts_photos" CHECK (cardinality("circle_posts"."photo_ids") <= 9),
	CONSTRAINT "circle_posts_not_empty" CHECK (length("circle_posts"."text") > 0 or cardinality("circle_posts"."photo_ids") > 0),
	CONSTRAINT "circle_posts_counts" CHECK ("circle_posts"."like_count" >= 0 and "circle_posts"."comment_count" >= 0 and "circle_posts"."view_count" >= 0 and "circle_posts"."open_reports" >= 0),
	CONSTRAINT "circle_posts_hidden_reason" CHECK (("circle_posts"."status" = 'hidden') <= ("circle_posts"."hidden_reason" is not null and "circle_posts"."hidden_at" is not null)),
	CONSTRAINT "circle_posts_deleted_at" CHECK (("circle_posts"."status" = 'deleted') = ("circle_posts"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "circle_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "circle_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "circle_reports_reason_known" CHECK ("circle_reports"."reason" in ('spam', 'fraud', 'abuse', 'porn', 'illegal', 'falseInfo', 'other'))
);
--> statement-breakpoint
CREATE TABLE "circle_views" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_views_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "content_article_reads" ADD CONSTRAINT "content_article_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_reads" ADD CONSTRAINT "content_article_reads_article_id_content_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collects" ADD CONSTRAINT "content_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_comments" ADD CONSTRAINT "circle_comments_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_comments" ADD CONSTRAINT "circle_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_likes" ADD CONSTRAINT "circle_likes_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_likes" ADD CONSTRAINT "circle_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_moderations" ADD CONSTRAINT "circle_moderations_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_moderations" ADD CONSTRAINT "circle_moderations_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_reports" ADD CONSTRAINT "circle_reports_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_reports" ADD CONSTRAINT "circle_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_views" ADD CONSTRAINT "circle_views_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_views" ADD CONSTRAINT "circle_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_articles_list_idx" ON "content_articles" USING btree ("category","pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_articles_ops_idx" ON "content_articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_collects_once" ON "content_collects" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "content_collects_user_idx" ON "content_collects" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_collects_user_kind_idx" ON "content_collects" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_hotlines_seed_code_unique" ON "content_hotlines" USING btree ("seed_code");--> statement-breakpoint
CREATE INDEX "content_hotlines_province_idx" ON "content_hotlines" USING btree ("province_code","scope","sort") WHERE "content_hotlines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_hotlines_road_idx" ON "content_hotlines" USING btree ("road_code","sort") WHERE "content_hotlines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "circle_comments_post_idx" ON "circle_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "circle_likes_user_idx" ON "circle_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_moderations_post_idx" ON "circle_moderations" USING btree ("post_id","at");--> statement-breakpoint
CREATE INDEX "circle_posts_feed_idx" ON "circle_posts" USING btree ("station_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "circle_posts"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "circle_posts_author_idx" ON "circle_posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "circle_posts"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "circle_posts_reported_idx" ON "circle_posts" USING btree ("open_reports") WHERE "circle_posts"."open_reports" > 0 and "circle_posts"."status" = 'visible';--> statement-breakpoint
CREATE UNIQUE INDEX "circle_reports_once" ON "circle_reports" USING btree ("post_id","reporter_id");