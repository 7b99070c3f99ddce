import * as z from 'zod/mini';
import { categories, productUnits } from './catalogue';

// One product of the catalogue, checked by the catalogue's unit test (not at page load, so the order
// page ships no zod for it). Types are derived from it.

export const productSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  naam: z.string().check(z.minLength(1)),
  category: z.enum(categories),
  // 'kg': per kg only; 'kg-of-stuk': switchable, starts per kg; 'stuk': per piece only (toggle disabled).
  unit: z.enum(productUnits),
  // false: shown as 'tijdelijk niet beschikbaar' and not orderable; absent = available.
  available: z.optional(z.boolean()),
  info: z.optional(
    z.object({ title: z.string().check(z.minLength(1)), text: z.string().check(z.minLength(1)) }),
  ),
  leadTime: z.optional(
    z.object({
      minDaysAhead: z.optional(z.number().check(z.int(), z.positive())),
      orderByWeekday: z.optional(z.literal('wednesday')),
    }),
  ),
  allowedWeightsKg: z.optional(z.array(z.number().check(z.positive(), z.lte(50))).check(z.minLength(1))),
  // Optional prices in euro (issue 19; rules and messages in lib/content/schemas.ts); '' = cleared in /admin.
  pricePerKg: z.optional(z.union([z.number().check(z.positive()), z.literal('')])),
  pricePerPiece: z.optional(z.union([z.number().check(z.positive()), z.literal('')])),
  pieceWeightKg: z.optional(z.union([z.number().check(z.positive(), z.lte(50)), z.literal('')])),
});

export type Product = z.infer<typeof productSchema>;
export type ProductUnit = Product['unit'];
