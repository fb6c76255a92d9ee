// npm run media:gc: deletes stored photo files that no photo row references (left by a crash
// between storage and database), except files younger than an hour (uploads in progress).
import { openServices } from "~/server/bootstrap";

const services = await openServices();
const { scanned, deleted } = await services.media.collectGarbage();
console.log(`Scanned ${scanned} stored files; deleted ${deleted} that nothing referenced.`);
await services.database.close();
