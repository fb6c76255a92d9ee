-- Two transactions that each change an artist's listing could deadlock on PostgreSQL: a change to
-- an artist's row counted its facets (artist_facet_count rows, shared by every artist with the
-- same styles and colors) before its statement bumped listing_version, while a change to a photo
-- bumps listing_version before the photo's tags update the artist and count its facets. Seen in
-- the two-instance end-to-end suite ("deadlock detected" publishing an artist). The artist's
-- bump now runs before its statement, so every such transaction takes listing_version first,
-- then the artist's row, then the facet counts (a review's count update included).
DROP TRIGGER "artist_listing_version" ON "artist";
--> statement-breakpoint
CREATE TRIGGER "artist_listing_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "artist"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
