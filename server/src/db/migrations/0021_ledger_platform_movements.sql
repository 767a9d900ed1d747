CREATE TABLE "ledger_platform_movements" (
	"account_id" integer NOT NULL,
	"debits_posted" bigint NOT NULL,
	"credits_posted" bigint NOT NULL,
	"debits_pending" bigint NOT NULL,
	"credits_pending" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_platform_movements" ADD CONSTRAINT "ledger_platform_movements_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;