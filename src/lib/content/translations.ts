/**
 * The owner's texts in another language over the default file's (content-schemas/translations.ts):
 * a translation gives the texts, and what every language shares (order, dates, images, addresses)
 * stays the default file's. A text a translation leaves out stays the default's.
 */
import type { NoteData, OwnerData, ProjectData } from '../../../content-schemas/index.ts';
import type {
  NoteTranslationData,
  OwnerTranslationData,
  ProjectTranslationData,
} from '../../../content-schemas/translations.ts';

/** A project's data in a language: its translation's texts, the rest the default file's. */
export function translatedProject<D extends ProjectData>(data: D, translation: ProjectTranslationData): D {
  return {
    ...data,
    title: translation.title,
    // A different name in the list is a spelling of the title: a translation that gives none lists its title.
    listTitle: translation.listTitle,
    category: translation.category,
    listCategory: translation.listCategory,
    summary: translation.summary,
    role: translation.role ?? data.role,
    year: translation.year ?? data.year,
    links: data.links?.map((link, index) => ({
      ...link,
      label: translation.links?.[index]?.label ?? link.label,
    })),
    hero: { ...data.hero, alt: translation.hero?.alt ?? data.hero.alt },
    preview: { ...data.preview, alt: translation.preview?.alt ?? data.preview.alt },
    embed: data.embed && { ...data.embed, heading: translation.embed?.heading ?? data.embed.heading },
    recording: data.recording && {
      ...data.recording,
      caption: translation.recording?.caption ?? data.recording.caption,
    },
    screenshots: data.screenshots && {
      heading: translation.screenshots?.heading ?? data.screenshots.heading,
      images: data.screenshots.images.map((image, index) => ({
        ...image,
        alt: translation.screenshots?.images?.[index]?.alt ?? image.alt,
      })),
    },
  };
}

/** A note's data in a language: its translation's title, summary and cover text; its dates the default's. */
export function translatedNote<D extends NoteData>(data: D, translation: NoteTranslationData): D {
  return {
    ...data,
    title: translation.title,
    summary: translation.summary,
    cover: data.cover && { ...data.cover, alt: translation.cover?.alt ?? data.cover.alt },
  };
}

/** The owner's settings in a language: the translation's texts; e-mail, links and the rest owner.md's. */
export function translatedOwner<D extends OwnerData>(data: D, translation: OwnerTranslationData): D {
  return {
    ...data,
    name: translation.name ?? data.name,
    greeting: translation.greeting,
    role: translation.role,
    description: translation.description,
    contactIntro: translation.contactIntro,
    photo: { ...data.photo, alt: translation.photo?.alt ?? data.photo.alt },
  };
}

/**
 * The fields of a translation that must be the default file's, and are not: given at all, `order`,
 * `stack`… are shared by every language.
 */
export function sharedFieldsThatDiffer(
  data: Record<string, unknown>,
  translation: Record<string, unknown>,
  fields: readonly string[],
): string[] {
  return fields.filter(
    (field) => field in translation && JSON.stringify(translation[field]) !== JSON.stringify(data[field]),
  );
}
