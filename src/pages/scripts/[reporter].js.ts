import type { APIRoute, GetStaticPaths } from 'astro';
import { analyticsSetup } from '../../lib/content/analytics.ts';
import { getOwner } from '../../lib/content/collections.ts';
import { webVitalsReporter } from '../../lib/build/web-vitals-file.ts';

/** The Web Vitals reporter's file, for an owner whose analytics asks for Web Vitals; else no file. */
export const getStaticPaths = (async () => {
  const owner = await getOwner();
  const reporter = /^\/scripts\/(.+)\.js$/.exec(webVitalsReporter.path)?.[1];
  return analyticsSetup(owner.data.analytics)?.webVitals && reporter ? [{ params: { reporter } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(webVitalsReporter.code, { headers: { 'Content-Type': 'text/javascript' } });
