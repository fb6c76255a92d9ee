// s3rver ships no types: only what server/testing/s3.ts uses.
declare module "s3rver" {
  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory?: string;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Resolves with the listening socket's address (http.Server#address()), port included. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
