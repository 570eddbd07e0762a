CREATE TABLE "editor_presence" (
	"user_id" uuid NOT NULL,
	"editor" text NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "editor_presence_user_id_editor_pk" PRIMARY KEY("user_id","editor")
);
--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_presence_editor_idx" ON "editor_presence" USING btree ("editor","last_seen");