CREATE TABLE "organ_buttons" (
	"organ_id" integer NOT NULL,
	"button_id" integer NOT NULL,
	CONSTRAINT "organ_buttons_organ_id_button_id_pk" PRIMARY KEY("organ_id","button_id")
);
--> statement-breakpoint
CREATE TABLE "organ_data_rules" (
	"organ_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	CONSTRAINT "organ_data_rules_organ_id_rule_id_pk" PRIMARY KEY("organ_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "organ_menus" (
	"organ_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "organ_menus_organ_id_menu_id_pk" PRIMARY KEY("organ_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "role_data_rules" (
	"role_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	CONSTRAINT "role_data_rules_role_id_rule_id_pk" PRIMARY KEY("role_id","rule_id")
);
--> statement-breakpoint
ALTER TABLE "organ_buttons" ADD CONSTRAINT "organ_buttons_organ_id_organisations_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organ_buttons" ADD CONSTRAINT "organ_buttons_button_id_menu_buttons_id_fk" FOREIGN KEY ("button_id") REFERENCES "public"."menu_buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organ_data_rules" ADD CONSTRAINT "organ_data_rules_organ_id_organisations_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organ_data_rules" ADD CONSTRAINT "organ_data_rules_rule_id_menu_data_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."menu_data_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organ_menus" ADD CONSTRAINT "organ_menus_organ_id_organisations_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organ_menus" ADD CONSTRAINT "organ_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_rules" ADD CONSTRAINT "role_data_rules_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_rules" ADD CONSTRAINT "role_data_rules_rule_id_menu_data_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."menu_data_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organ_buttons_button_idx" ON "organ_buttons" USING btree ("button_id");--> statement-breakpoint
CREATE INDEX "organ_data_rules_rule_idx" ON "organ_data_rules" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "organ_menus_menu_idx" ON "organ_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "role_data_rules_rule_idx" ON "role_data_rules" USING btree ("rule_id");