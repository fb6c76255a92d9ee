import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../media/s3-storage";

/**
 * A real S3-protocol server (s3rver) on loopback with a fresh, empty bucket, for storage tests.
 *
 * s3rver runs in a child process started with --openssl-legacy-provider: it encrypts
 * ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only has in its legacy provider,
 * so without that flag every list past 1000 keys fails with a 500.
 */
export async function startS3Server(): Promise<{
  endpoint: string;
  options: S3StorageOptions;
  /** The app's settings for this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-s3-"));
  // Node runs this very file (its types stripped) as the child; see the end of the file.
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", fileURLToPath(import.meta.url), directory],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    child.stdin.end(); // the child exits when its stdin closes
    await exited;
    fs.rmSync(directory, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once("line", resolve);
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`s3rver exited early (code ${code})`)));
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const options: S3StorageOptions = {
      bucket: `nailmatch-test-${randomUUID().slice(0, 8)}`,
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    };
    // Imported here, not at the top: the child runs under plain Node, which cannot resolve the
    // project's extensionless imports.
    const { ensureBucket } = await import("../media/s3-storage");
    await ensureBucket(options);
    const env = {
      S3_BUCKET: options.bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    };
    return { endpoint, options, env, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** In the child: serves the directory given as argument and prints the bound port. */
async function serve(directory: string) {
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  // Stdin closes when the parent calls close() or dies, so no server outlives its tests.
  process.stdin.on("close", () => process.exit(0)).resume();
  process.stdout.write(`${port}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(process.argv[2] ?? "").catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
