// npm run media:gc: deletes stored photo files that no row references (left by a crash between
// storage and database) and partial files (left by a crash mid-write), public and private alike,
// except files younger than an hour (uploads in progress: GC_GRACE_MS).
import { openServices } from "~/server/bootstrap";

const services = await openServices();
for (const [name, media] of [
  ["public", services.media],
  ["private", services.privateMedia],
] as const) {
  const { scanned, deleted, partials } = await media.collectGarbage();
  console.log(
    `${name}: scanned ${scanned} stored files; deleted ${deleted} that nothing referenced and ${partials} partial files of unfinished writes.`,
  );
}
await services.database.close();
