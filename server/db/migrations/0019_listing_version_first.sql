-- Deleting an account could deadlock with a photo's background work on PostgreSQL: a statement
-- that changed photos (a suggestion of tags, stored after an upload) locked its rows and then
-- bumped listing_version after the statement, while deleting the account's artist bumped
-- listing_version first (0018) and then, cascading, waited for those photo rows. Seen in the
-- PostgreSQL integration suite ("deadlock detected" deleting an account with a fresh upload). Every
-- statement that changes photos or reviews now bumps listing_version before it touches a row, as
-- the artist's statements do: each transaction takes listing_version first, then the rows.
DROP TRIGGER "photo_listing_version" ON "photo";
--> statement-breakpoint
CREATE TRIGGER "photo_listing_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photo"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
DROP TRIGGER "review_listing_version" ON "review";
--> statement-breakpoint
CREATE TRIGGER "review_listing_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
