// s3rver ships no types; only what tests/fakes/s3-server.ts uses.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; resetOnClose?: boolean });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
