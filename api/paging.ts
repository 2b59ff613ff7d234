import { z } from "zod";

/** A list's paging query: the cursor a page answered as `next`, and how many to answer (20 unless told, at most 100). */
export const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const nextCursor = z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last." });

/** One page of a keyset-paged list: its `results` and the cursor of the next page. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.strictObject({ results: z.array(item), next: nextCursor });
