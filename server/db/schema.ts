// The database schema, one Drizzle table definition per table. Feature issues add their tables here;
// `npm run db:generate` turns changes into a migration under server/db/migrations.
export {};
