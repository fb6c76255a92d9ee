import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { assertValidKey } from "./keys";
import type { MediaStorage, StoredObject } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  /** e.g. "us-east-1"; "auto" for R2. */
  region: string;
  /** Custom endpoint (MinIO, R2, s3rver); unset = AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** True for MinIO and s3rver, which do not serve bucket names as subdomains. */
  forcePathStyle: boolean;
  /** Prefix for every key in the bucket, e.g. "media/" (default ""). */
  prefix?: string;
  /** Objects' Cache-Control (default: public, cached for a year). */
  cacheControl?: string;
}

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** Keys are content-addressed and never rewritten, so caches may keep objects forever. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

function createClient(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK adds CRC checksums to every request by default since 3.729; some S3-compatible
    // servers reject them, so only send (and check) them where the S3 API requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a misconfiguration, not a missing object.
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** Media in an S3-compatible bucket, through the same SDK calls for AWS, R2 and MinIO. */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = createClient(options);
  const { bucket } = options;
  const prefix = options.prefix ?? "";
  const toBucketKey = (key: string) => {
    assertValidKey(key);
    return prefix + key;
  };

  return {
    driver: "s3",

    async put(key, body, contentType) {
      // No IfNoneMatch: not every S3-compatible server supports it, and rewriting a
      // content-addressed key with the same bytes is harmless.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: toBucketKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: options.cacheControl ?? CACHE_CONTROL,
        }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: toBucketKey(key) }),
        );
        const body = response.Body;
        if (!(body instanceof Readable)) {
          throw new Error(`S3 returned no readable body for ${JSON.stringify(key)}.`);
        }
        return {
          body,
          contentType: response.ContentType ?? "application/octet-stream",
          contentLength: response.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      const bucketKeys = keys.map(toBucketKey);
      for (let start = 0; start < bucketKeys.length; start += DELETE_BATCH) {
        const batch = bucketKeys.slice(start, start + DELETE_BATCH);
        const response = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // DeleteObjects answers 200 even when some keys failed; the failures are in the body.
        const errors = response.Errors ?? [];
        if (errors.length > 0) {
          const details = errors
            .slice(0, 5)
            .map((e) => `${e.Key ?? "?"}: ${e.Code ?? "error"} ${e.Message ?? ""}`.trim())
            .join("; ");
          throw new Error(`Could not delete ${errors.length} media object(s): ${details}`);
        }
      }
    },

    async *list(listPrefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix + listPrefix,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          yield {
            key: object.Key.slice(prefix.length),
            lastModified: object.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    // A PutObject is all or nothing: a write cut short leaves no object behind.
    async deletePartials() {},
    async collectPartials() {
      return 0;
    },
  };
}

/**
 * Creates the bucket unless it exists. For tests and fresh local servers; production buckets
 * are created by the operator (with their own region, policies and lifecycle rules).
 */
export async function ensureBucket(options: S3StorageOptions): Promise<void> {
  const client = createClient(options);
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) throw error;
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } finally {
    client.destroy();
  }
}
