-- Earth-distance search for nearby goods sources (goods issue) needs these two contrib extensions.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
