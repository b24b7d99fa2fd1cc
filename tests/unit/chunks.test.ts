import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../src/app/chunks/lazyChunk';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy screen groups', () => {
  it('time out after 120000 ms with an error naming the chunk', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = loadChunk('MemberCenter', () => new Promise(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).chunk).toBe('MemberCenter');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('report a failed import with the chunk name', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadChunk('Lottery', () => Promise.reject(new Error('404')))).rejects.toMatchObject({ chunk: 'Lottery', message: 'Chunk "Lottery" failed to load' });
    expect(log.mock.calls[0]?.[0]).toContain('Lottery');
  });

  it('resolve with the module when it loads in time', async () => {
    const Component = () => null;
    await expect(loadChunk('Home', async () => ({ Component }))).resolves.toEqual({ Component });
  });
});
