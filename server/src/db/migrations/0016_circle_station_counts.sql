CREATE TABLE "circle_station_counts" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"visible_posts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "circle_station_counts_not_negative" CHECK ("circle_station_counts"."visible_posts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "circle_station_counts" ADD CONSTRAINT "circle_station_counts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;