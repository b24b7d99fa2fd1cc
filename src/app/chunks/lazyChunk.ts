import type { ComponentType } from 'react';

/** SPEC §4 / §9: a screen group that has not loaded in 120000 ms has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that failed to load (or timed out), named so the report says which. */
export class ChunkLoadError extends Error {
  constructor(readonly chunk: string, override readonly cause?: unknown) {
    super(`Chunk "${chunk}" failed to load`);
    this.name = 'ChunkLoadError';
  }
}

export type ChunkModule = {
  Component: ComponentType;
  /** A centre's group: loads the page the address names (`?page=`), which the route's loader waits for. */
  preparePage?: (search: URLSearchParams) => Promise<unknown>;
};

/** Loads a screen group with a time-out; a failure is reported technically, naming the chunk. */
export function loadChunk(
  chunk: string,
  load: () => Promise<ChunkModule>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<ChunkModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, error);
      console.error(`[chunk] ${failure.message}`, failure.cause);
      throw failure;
    })
    .finally(() => clearTimeout(timer));
}
