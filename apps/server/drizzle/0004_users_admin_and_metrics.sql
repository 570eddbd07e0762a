ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "charges_company_idx" ON "charges" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_time_idx" ON "charges" USING btree ("created_at","company_id","user_id","entities");--> statement-breakpoint
CREATE INDEX "events_kind_time_idx" ON "events" USING btree ("kind","created_at","company_id","user_id");