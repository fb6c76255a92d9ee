import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";
import { rowsOf } from "./client";
import { artistFacetCount, listingVersion, photoEmbedding } from "./sql-only-tables";

// The hand-made tables' declarations must say what the migrations made: the queries that use them
// are typed by these declarations alone.

describe(`the SQL-only tables' declarations on ${testDriver}`, () => {
  const database = useTestDatabase();

  it.each(
    [listingVersion, artistFacetCount, photoEmbedding].map((t) => [getTableConfig(t).name, t]),
  )("%s matches the migrated table", async (_, table) => {
    const { name, columns } = getTableConfig(table);
    const result = await database().db.execute(
      `select column_name, is_nullable, udt_name from information_schema.columns
         where table_schema = current_schema() and table_name = '${name}' order by column_name`,
    );
    const migrated = rowsOf<{ column_name: string; is_nullable: string; udt_name: string }>(result);
    if (table === photoEmbedding && migrated.length === 0) return; // no pgvector here
    expect(migrated.map((column) => [column.column_name, column.is_nullable === "NO"])).toEqual(
      columns
        .map((column) => [column.name, column.notNull])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const types = Object.fromEntries(
      migrated.map((column) => [column.column_name, column.udt_name]),
    );
    for (const column of columns) {
      const declared = column.getSQLType().replace(/\(.*\)$/, "");
      expect(`${name}.${column.name}: ${types[column.name]}`).toBe(
        `${name}.${column.name}: ${UDT[declared] ?? declared}`,
      );
    }
  });
});

/** information_schema's names for the declared SQL types. */
const UDT: Record<string, string> = {
  integer: "int4",
  smallint: "int2",
  bigint: "int8",
  boolean: "bool",
};
