DROP INDEX "circle_posts_feed_idx";--> statement-breakpoint
DROP INDEX "circle_posts_author_idx";--> statement-breakpoint
CREATE INDEX "circle_feed_idx" ON "circle_posts" USING btree ("station_id","created_at","id") WHERE "circle_posts"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "circle_author_idx" ON "circle_posts" USING btree ("author_id","created_at","id") WHERE "circle_posts"."status" <> 'deleted';