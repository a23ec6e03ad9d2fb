import * as v from 'valibot';

const textParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(100))),
  undefined,
);

/**
 * The sportsbook list's choices in its URL (`?sport=&league=&q=`), so a shared link, a reload or
 * the back button shows the same list.
 */
export const sportsSearchSchema = v.object({ sport: textParam, league: textParam, q: textParam });
export type SportsHomeChoices = v.InferOutput<typeof sportsSearchSchema>;
