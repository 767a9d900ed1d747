CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"number_cipher" text NOT NULL,
	"number_hash" varchar(64) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"bank_name" varchar(40) NOT NULL,
	"bank_code" varchar(16),
	"card_type_name" varchar(16),
	"branch_name" varchar(60),
	"holder_name" varchar(60) NOT NULL,
	"verification_id" varchar(64) NOT NULL,
	"reserved_mobile" varchar(11),
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"unbound_at" timestamp with time zone,
	CONSTRAINT "bank_cards_kind_known" CHECK ("bank_cards"."kind" in ('personal', 'enterprise')),
	CONSTRAINT "bank_cards_status_known" CHECK ("bank_cards"."status" in ('verifying', 'verified', 'failed', 'unbound')),
	CONSTRAINT "bank_cards_verified_at" CHECK (("bank_cards"."status" = 'verified') <= ("bank_cards"."verified_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "freight_payments" (
	"waybill_id" integer PRIMARY KEY NOT NULL,
	"payer_account_id" integer NOT NULL,
	"payee_account_id" integer,
	"amount" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "freight_payments_status_known" CHECK ("freight_payments"."status" in ('held', 'released', 'refunded')),
	CONSTRAINT "freight_payments_amount_positive" CHECK ("freight_payments"."amount" > 0),
	CONSTRAINT "freight_payments_released" CHECK (("freight_payments"."status" = 'released') = ("freight_payments"."released_at" is not null and "freight_payments"."payee_account_id" is not null)),
	CONSTRAINT "freight_payments_refunded" CHECK (("freight_payments"."status" = 'refunded') = ("freight_payments"."refunded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holder_kind" varchar(16) NOT NULL,
	"holder_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"no_overdraft" boolean NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_holder_kind_known" CHECK ("ledger_accounts"."holder_kind" in ('personal', 'enterprise', 'merchant', 'platform')),
	CONSTRAINT "ledger_accounts_code_known" CHECK ("ledger_accounts"."code" in ('wallet', 'gateway', 'freightEscrow', 'bankPayout')),
	CONSTRAINT "ledger_accounts_amounts_not_negative" CHECK ("ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_posted" >= 0 and "ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."credits_pending" >= 0),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK (not "ledger_accounts"."no_overdraft" or "ledger_accounts"."credits_posted" >= "ledger_accounts"."debits_posted" + "ledger_accounts"."debits_pending")
);
--> statement-breakpoint
CREATE TABLE "merchant_settlements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"merchant_name" varchar(60) NOT NULL,
	"credit_code_masked" varchar(18) NOT NULL,
	"credit_code_cipher" text NOT NULL,
	"legal_person_name" varchar(30) NOT NULL,
	"legal_person_id_cipher" text NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"store_address" varchar(120) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" varchar(48) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"waybill_id" integer,
	"amount" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"pay_url" text NOT NULL,
	"gateway_transaction_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"queried_at" timestamp with time zone,
	CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('topUp', 'freight')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'paid', 'closed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_freight_names_waybill" CHECK (("payments"."purpose" = 'freight') = ("payments"."waybill_id" is not null)),
	CONSTRAINT "payments_paid_facts" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null and "payments"."gateway_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "provider_sim_records" (
	"provider" varchar(16) NOT NULL,
	"id" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sim_records_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" varchar(80) PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"pending_id" varchar(80),
	"code" varchar(24) NOT NULL,
	"ref" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_two_accounts" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id"),
	CONSTRAINT "transfers_kind_known" CHECK ("transfers"."kind" in ('posted', 'pending', 'postPending', 'voidPending')),
	CONSTRAINT "transfers_code_known" CHECK ("transfers"."code" in ('topUp', 'freightPaid', 'freightReceived', 'freightRefund', 'withdrawal')),
	CONSTRAINT "transfers_resolution_names_pending" CHECK (("transfers"."pending_id" is not null) = ("transfers"."kind" in ('postPending', 'voidPending')))
);
--> statement-breakpoint
CREATE TABLE "wallet_bank_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"sub_account_no" varchar(40),
	"bank_message" varchar(200),
	"opened_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_bank_accounts_status_known" CHECK ("wallet_bank_accounts"."status" in ('none', 'opened', 'refused', 'closed')),
	CONSTRAINT "wallet_bank_accounts_opened_has_number" CHECK ("wallet_bank_accounts"."status" <> 'opened' or "wallet_bank_accounts"."sub_account_no" is not null)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"bank_reference" varchar(64),
	"failure_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('requested', 'sentToBank', 'paid', 'failed')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_sent" CHECK (("withdrawals"."status" <> 'requested' or "withdrawals"."sent_at" is null) and ("withdrawals"."status" not in ('sentToBank', 'paid') or "withdrawals"."sent_at" is not null)),
	CONSTRAINT "withdrawals_finished" CHECK (("withdrawals"."status" in ('paid', 'failed')) = ("withdrawals"."finished_at" is not null)),
	CONSTRAINT "withdrawals_failure_reason" CHECK (("withdrawals"."status" = 'failed') = ("withdrawals"."failure_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_payments" ADD CONSTRAINT "freight_payments_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_payments" ADD CONSTRAINT "freight_payments_payer_account_id_ledger_accounts_id_fk" FOREIGN KEY ("payer_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_payments" ADD CONSTRAINT "freight_payments_payee_account_id_ledger_accounts_id_fk" FOREIGN KEY ("payee_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settlements" ADD CONSTRAINT "merchant_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settlements" ADD CONSTRAINT "merchant_settlements_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_pending_id_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_bank_accounts" ADD CONSTRAINT "wallet_bank_accounts_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_bank_accounts" ADD CONSTRAINT "wallet_bank_accounts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_live_per_wallet" ON "bank_cards" USING btree ("account_id","number_hash") WHERE "bank_cards"."status" in ('verifying', 'verified');--> statement-breakpoint
CREATE INDEX "bank_cards_account_idx" ON "bank_cards" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_holder_code" ON "ledger_accounts" USING btree ("holder_kind","holder_id","code");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_resolved_once" ON "transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account_id","seq");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status") WHERE "withdrawals"."status" in ('requested', 'sentToBank');--> statement-breakpoint
-- Transfers are the ledger's history: inserted, never changed or removed (a reversal is a new
-- transfer). TRUNCATE (test resets) is not a row operation and stays possible.
CREATE FUNCTION transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER transfers_no_update_or_delete BEFORE UPDATE OR DELETE ON "transfers" FOR EACH ROW EXECUTE FUNCTION transfers_append_only();
