import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getNotes, getOwner } from '../../lib/content/collections.ts';
import { feedPath, notePath } from '../../lib/content/notes.ts';
import { absoluteUrl } from '../../lib/content/structured-data.ts';
import { href } from '../../lib/content/urls.ts';
import { noteWords } from '../../lib/markup/words.ts';

/**
 * /rss.xml: the published notes as RSS 2.0 (@astrojs/rss), newest first, each with its absolute
 * link, its day and its summary. Made only when there are notes and the build knows the site's
 * address (a feed's links are absolute): a route with a parameter, as /notes is.
 */
export const getStaticPaths = (async () => {
  const feed = feedPath.slice(1).replace(/\.xml$/, '');
  return import.meta.env.SITE && (await getNotes()).length ? [{ params: { feed } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('The feed needs the site address (SITE_URL): its links are absolute.');
  const owner = (await getOwner()).data;
  const absolute = (path: string) => absoluteUrl(href(path), site);
  return rss({
    title: noteWords.feedTitle(owner.name),
    description: noteWords.feedDescription(owner.name),
    site: absolute('/'),
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    // Its own address, which RSS readers and validators ask for, and the notes' language.
    customData: `<atom:link href="${absolute(feedPath)}" rel="self" type="application/rss+xml"/><language>en</language>`,
    items: (await getNotes()).map((note) => ({
      title: note.data.title,
      link: absolute(notePath(note.id)),
      // The day it was published, at midnight UTC: the day the site shows.
      pubDate: new Date(`${note.data.date}T00:00:00Z`),
      description: note.data.summary,
      categories: [...(note.data.stack ?? [])],
    })),
  });
};
