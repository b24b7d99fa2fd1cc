import { Collection } from '@msw/data';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { withBulkWrites } from '../../mocks/engine/bulk-writes';
import { catalogueCollections, persistentCollections, resetWorld, resetWorldValidated } from '../../mocks/world';

/** Every record of every collection, as plain data (key order aside, which JSON comparison ignores). */
function contents(): Record<string, unknown[]> {
  return Object.fromEntries(
    [...persistentCollections(), ...catalogueCollections()].map(([name, collection]) => [name, JSON.parse(JSON.stringify(collection.all()))]),
  );
}

describe('bulk writes', () => {
  it('seed the same world as @msw/data’s validated writes (so every seeded record passes its schema)', async () => {
    await resetWorldValidated();
    const validated = contents();
    await resetWorld();
    const bulk = contents();
    expect(Object.keys(bulk)).toEqual(Object.keys(validated));
    for (const name of Object.keys(validated)) {
      expect(bulk[name], name).toHaveLength(validated[name]!.length);
      expect(bulk[name], name).toStrictEqual(validated[name]);
    }
  }, 60_000);

  it('leave records the ordinary methods find, update and delete, and put those methods back', async () => {
    const people = new Collection({ schema: z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) }) });
    const input = { id: 1, name: 'Ana', tags: ['vip'] };
    await withBulkWrites([people], async () => {
      await people.create(input);
      await people.create({ id: 2, name: 'Ben', tags: [] });
      await people.update((q) => q.where({ id: 2 }), { data: (draft) => void (draft.name = 'Benny') });
    });
    input.tags.push('changed after create');
    expect(people.findFirst((q) => q.where({ id: 1 }))).toEqual({ id: 1, name: 'Ana', tags: ['vip'] });
    expect(people.findFirst((q) => q.where({ id: 2 }))?.name).toBe('Benny');

    await people.update((q) => q.where({ id: 1 }), { data: (draft) => void (draft.name = 'Ana Cruz') });
    expect(people.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Ana Cruz');
    await people.delete((q) => q.where({ id: 2 }));
    expect(people.all().map((person) => person.id)).toEqual([1]);
    // Outside a bulk section the collection validates again (and @msw/data logs the issues it found).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(people.create({ id: 3, name: 7 } as never)).rejects.toThrow(/does not match the schema/);
  });
});
