import { loadAnalyticsAfterFirstInteraction } from './analytics.ts';

/**
 * The inline script of a page whose owner set an analytics provider (AnalyticsSettings.astro), beside
 * its settings: it waits for the visitor's first interaction. Only those pages carry it, so a site
 * without analytics sends not a byte of it.
 */
loadAnalyticsAfterFirstInteraction();
