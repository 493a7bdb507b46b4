import { whenIdle } from './when-idle.ts';

/**
 * The owner's analytics provider, loaded only once the visitor has done something: until the first
 * interaction the page has only this module's listeners (inline, analytics-loader.ts), so the
 * provider's script never stands in the way of the first paint or the first tap, and no script
 * file runs before interaction.
 * The price: a visitor who opens a page and leaves without a press, a key or a turn of the wheel
 * is not counted (docs/owner-guide.md says so). Nothing loads when the visitor's browser asks not
 * to be tracked (Do Not Track or Global Privacy Control), whatever the provider does with them.
 */

/** The id of the page's analytics settings, a JSON data block in <head>, written only when the owner set a provider. */
export const analyticsSettingsId = 'analytics-settings';

/** What the page's data block holds (SiteLayout.astro writes it from src/lib/content/analytics.ts). */
export interface PageAnalytics {
  provider: 'plausible' | 'umami' | 'goatcounter';
  /** The provider's script and the attributes that configure it. */
  script: { src: string; attributes: Record<string, string> };
  /** The site's own Web Vitals reporter (web-vitals-reporter.ts), when the owner asked for them. */
  webVitalsReporter?: string;
}

/** The page's analytics settings; null when the owner set none. */
export function pageAnalytics(): PageAnalytics | null {
  const block = document.getElementById(analyticsSettingsId);
  return block ? (JSON.parse(block.textContent || 'null') as PageAnalytics | null) : null;
}

/** The visitor's first act: a press (a finger's scroll starts with one), a key, a turn of the wheel. */
const firstInteraction = ['pointerdown', 'keydown', 'wheel'] as const;

/** The visitor asked not to be tracked: Do Not Track, or Global Privacy Control (not in every engine's types). */
export const visitorDeclines = (): boolean =>
  navigator.doNotTrack === '1' ||
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Waits for the visitor's first interaction, then for an idle moment (so that what the tap does
 * comes first), then adds the provider's script and, if asked for, the Web Vitals reporter. A
 * script that fails or is blocked fails alone: nothing on the page waits for it or shows it.
 */
export function loadAnalyticsAfterFirstInteraction(): void {
  const settings = pageAnalytics();
  if (!settings || visitorDeclines()) return;
  const first = new AbortController();
  const scripts = [
    settings.script,
    ...(settings.webVitalsReporter ? [{ src: settings.webVitalsReporter, attributes: {} }] : []),
  ];
  const add = () => {
    for (const { src, attributes } of scripts) {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.src = src;
      document.head.append(script);
    }
  };
  const load = () => {
    first.abort();
    whenIdle(add);
  };
  for (const name of firstInteraction)
    window.addEventListener(name, load, { capture: true, passive: true, signal: first.signal });
}
