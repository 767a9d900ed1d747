CREATE TABLE "station_collectors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_collectors" ADD CONSTRAINT "station_collectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_collectors" ADD CONSTRAINT "station_collectors_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_collectors_station_idx" ON "station_collectors" USING btree ("station_id");