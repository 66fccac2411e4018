// The part of s3rver's API the file-store tests use (the package ships no types).
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: Array<{ name: string }> });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
