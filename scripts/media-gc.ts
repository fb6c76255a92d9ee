// npm run media:gc: deletes stored photo files that no row references (left by a crash between
// storage and database), public and private alike, except files younger than an hour (uploads
// in progress).
import { openServices } from "~/server/bootstrap";

const services = await openServices();
for (const [name, media] of [
  ["public", services.media],
  ["private", services.privateMedia],
] as const) {
  const { scanned, deleted } = await media.collectGarbage();
  console.log(
    `${name}: scanned ${scanned} stored files; deleted ${deleted} that nothing referenced.`,
  );
}
await services.database.close();
