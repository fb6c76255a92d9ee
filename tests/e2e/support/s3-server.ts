// A real S3-protocol server on loopback (s3rver) with an empty bucket, for the end-to-end run on
// PostgreSQL + S3. Run with tsx; stops (and deletes its files) on SIGTERM.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { ensureBucket } from "../../../server/media/s3-storage";

const port = Number(process.env.S3_PORT ?? 4190);
const bucket = process.env.S3_BUCKET ?? "nailmatch-e2e";
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-e2e-s3-"));
const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory });
await server.run();
await ensureBucket({
  bucket,
  region: "us-east-1",
  endpoint: `http://127.0.0.1:${port}`,
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});
console.log(`S3 server on http://127.0.0.1:${port}, bucket ${bucket}`);

const stop = () => {
  void server.close().finally(() => {
    fs.rmSync(directory, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
