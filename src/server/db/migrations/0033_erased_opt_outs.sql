CREATE TABLE "erased_opt_outs" (
	"channel" text NOT NULL,
	"digest" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	CONSTRAINT "erased_opt_outs_channel_digest_pk" PRIMARY KEY("channel","digest"),
	CONSTRAINT "erased_opt_outs_channel_check" CHECK ("erased_opt_outs"."channel" in ('sms', 'email'))
);
