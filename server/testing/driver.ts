/** Which database the integration suite runs against: PGlite unless TEST_DB_DRIVER=postgres. */
export const testDriver = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
