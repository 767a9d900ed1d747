ALTER TABLE "mileage_trips" ADD COLUMN "exact_distance_m" double precision;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD COLUMN "anchor_lat" double precision;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD COLUMN "anchor_lng" double precision;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD COLUMN "anchor_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD COLUMN "jumps" integer DEFAULT 0 NOT NULL;