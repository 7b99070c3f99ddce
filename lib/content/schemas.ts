import * as z from 'zod/mini';
import {
  categoriesContentSchema,
  categoryContentSchema,
  productContentSchema,
  productFileSchema,
} from './catalogue-schema';
import { isoDate, text } from './fields';
import { closuresContentSchema, shopContentSchema } from './shop-schema';

// The schemas of the owner's content files (content/*.json, edited in /admin): the shop's in
// shop-schema.ts, the catalogue's in catalogue-schema.ts, the small ones here. They run at build time
// (scripts/check-content.ts), in /admin before saving (lib/content/admin.ts, bundled for the admin
// page) and in the unit tests; the pages import the files as plain JSON and read them through the
// types below (the catalogue through catalogue-layout.ts). Every message names the field in Dutch, as the CMS labels it; the file and the item are
// added by `contentProblems` (check.ts).

export type ShopContent = z.infer<typeof shopContentSchema>;
export type ProductContent = z.infer<typeof productContentSchema>;
export type ProductFileContent = z.infer<typeof productFileSchema>;
export type CategoriesContent = z.infer<typeof categoriesContentSchema>;
/**
 * The catalogue as the order page reads it: the categories in their order, each with its products in
 * theirs (put together from the files by catalogue-layout.ts).
 */
export type CatalogueContent = {
  categories: (z.infer<typeof categoryContentSchema> & { products: ProductContent[] })[];
};

// content/bestelpagina.json
const orderPageContentSchema = z.object({
  notices: z
    .array(z.object({ title: text('titel'), text: text('tekst') }))
    .check(z.minLength(1, 'meldingen: geef minstens één melding')),
});
export type OrderPageContent = z.infer<typeof orderPageContentSchema>;

// content/aankondiging.json
const announcementContentSchema = z
  .object({
    show: z.boolean({ error: 'tonen moet aan of uit staan' }),
    text: z
      .string({ error: 'tekst ontbreekt' })
      .check(z.trim(), z.maxLength(200, 'tekst mag hoogstens 200 tekens lang zijn')),
    from: isoDate('tonen vanaf'),
    to: isoDate('tonen tot en met'),
  })
  .check(
    z.refine((announcement) => !announcement.show || announcement.text.length > 0, {
      message: 'tekst is leeg terwijl de aankondiging aan staat',
      path: ['text'],
    }),
    z.refine((announcement) => announcement.from <= announcement.to, {
      message: 'tonen tot en met moet op of na tonen vanaf liggen',
      path: ['to'],
    }),
  );
export type AnnouncementContent = z.infer<typeof announcementContentSchema>;

// content/over-ons.json
const aboutContentSchema = z.object({
  lead: text('inleiding'),
  paragraphs: z.array(text('alinea')).check(z.minLength(1, 'alinea’s: geef minstens één alinea')),
  highlights: z.array(z.object({ term: text('kernwoord'), text: text('uitleg') })),
  video: z.object({
    youtubeId: z
      .string({ error: 'YouTube-code ontbreekt' })
      .check(
        z.regex(
          /^([A-Za-z0-9_-]{11})?$/,
          'YouTube-code moet 11 tekens zijn (het stuk na v= in de link), of leeg voor geen video',
        ),
      ),
    title: text('videotitel'),
  }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

// content/fotos.json
const photoFile = z
  .string({ error: 'foto ontbreekt' })
  .check(
    z.regex(
      /^\/images\/[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/i,
      'foto moet een bestand in /images zijn (jpg, png of webp)',
    ),
  );
const photoItem = z.object({
  file: photoFile,
  name: text('titel'),
  alt: text('beschrijving (alt-tekst)'),
  // A clip shown in the overlay; `file` is then its poster.
  video: z.optional(
    z
      .string({ error: 'filmpje moet een bestandsnaam zijn' })
      .check(z.regex(/^\/video\/[a-z0-9][a-z0-9._-]*\.mp4$/i, 'filmpje moet een mp4-bestand in /video zijn')),
  ),
});

const photosContentSchema = z.object({
  home: z.array(photoItem).check(z.minLength(1, 'foto’s op de startpagina: geef minstens één foto')),
  photoPage: z.array(photoItem).check(z.minLength(1, 'foto’s op de fotopagina: geef minstens één foto')),
});
export type PhotosContent = z.infer<typeof photosContentSchema>;

/** Each content file with its schema; the keys are the file names under content/. */
export const contentFiles = {
  'winkel.json': shopContentSchema,
  'sluitingen.json': closuresContentSchema,
  'categorieen.json': categoriesContentSchema,
  'bestelpagina.json': orderPageContentSchema,
  'aankondiging.json': announcementContentSchema,
  'over-ons.json': aboutContentSchema,
  'fotos.json': photosContentSchema,
} as const;
export type ContentFileName = keyof typeof contentFiles;

/** The folder of the product files under content/, one file per product (issue 52). */
export const PRODUCT_FOLDER = 'producten';
/** A product's file under content/: 'producten/biefstuk.json'. */
export type ProductFileName = `${typeof PRODUCT_FOLDER}/${string}.json`;
export const isProductFile = (name: string): name is ProductFileName => /^producten\/[^/]+\.json$/.test(name);
/** Any file the owner edits, as named under content/. */
export type ContentPath = ContentFileName | ProductFileName;

/** The schema of a file under content/, or null when it is none of the owner's. */
export function schemaOf(name: string): z.ZodMiniType | null {
  if (isProductFile(name)) return productFileSchema;
  return Object.hasOwn(contentFiles, name) ? (contentFiles[name as ContentFileName] as z.ZodMiniType) : null;
}
