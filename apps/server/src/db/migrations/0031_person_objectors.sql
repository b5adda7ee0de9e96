CREATE TABLE "persons" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"id_number" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_id_number_key" UNIQUE("id_number")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;