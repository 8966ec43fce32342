// Types of scripts/s3-local.mjs for the TypeScript that imports it (the two-server benchmark).
export function startLocalS3(): Promise<
  { skipped: string } | { endpoint: string; bucket: string; stop(): void; skipped?: undefined }
>
