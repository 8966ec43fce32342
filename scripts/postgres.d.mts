// Types of scripts/postgres.mjs for the TypeScript that imports it (the benchmark).
export function startPostgres(): Promise<
  { skipped: string } | { url: string; stop(): void; skipped?: undefined }
>
