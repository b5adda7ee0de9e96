CREATE TABLE "review_calibrations" (
	"edition_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"offsets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"computed_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_scores" (
	"declaration_id" integer PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"reviews" smallint NOT NULL,
	"weighted_mean" double precision NOT NULL,
	"trimmed_mean" double precision NOT NULL,
	"z_score" double precision NOT NULL,
	"bias_ls" double precision NOT NULL,
	"flag_range" boolean NOT NULL,
	"flag_sd" boolean NOT NULL,
	"outliers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_calibrations" ADD CONSTRAINT "review_calibrations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_scores_edition_idx" ON "review_scores" USING btree ("edition_id");