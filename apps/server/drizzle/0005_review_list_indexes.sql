DROP INDEX "reviews_user_idx";--> statement-breakpoint
CREATE INDEX "reviews_updated_idx" ON "reviews" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","updated_at");