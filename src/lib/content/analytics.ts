import type { AnalyticsData } from '../../../content-schemas/analytics.ts';

/** Where each provider's script is when the owner names no other. */
export const providerScripts = {
  plausible: 'https://plausible.io/js/script.js',
  goatcounter: 'https://gc.zgo.at/count.js',
} as const;

/** What the pages need to load the owner's analytics provider, and what their policy must allow for it. */
export interface AnalyticsSetup {
  provider: AnalyticsData['provider'];
  /** The provider's script and the attributes that configure it, as its docs write the tag. */
  script: { src: string; attributes: Record<string, string> };
  /** The origins the pages' Content-Security-Policy allows for it, by directive; nothing else. */
  origins: { script: string[]; connect: string[]; img: string[] };
  /** Send each page's LCP, INP and CLS as the provider's custom events. */
  webVitals: boolean;
}

const origin = (url: string) => new URL(url).origin;

/**
 * The owner's analytics settings as the pages use them; none without a provider. Each provider's
 * script sends to the origin it says and no other: Plausible's and a self-hosted Umami's to their
 * own origin, Umami's to its `data-host-url` when given, GoatCounter's to the site's endpoint on
 * goatcounter.com, as a tracking image (img-src) or, for the Web Vitals sent as the page is hidden,
 * as a beacon (connect-src).
 */
export function analyticsSetup(settings: AnalyticsData | undefined): AnalyticsSetup | undefined {
  if (!settings) return undefined;
  const { webVitals } = settings;
  switch (settings.provider) {
    case 'plausible': {
      const src = settings.script ?? providerScripts.plausible;
      return {
        provider: 'plausible',
        script: { src, attributes: { 'data-domain': settings.domain } },
        origins: { script: [origin(src)], connect: [origin(src)], img: [] },
        webVitals,
      };
    }
    case 'umami': {
      const collector = settings.hostUrl ?? settings.script;
      return {
        provider: 'umami',
        script: {
          src: settings.script,
          attributes: {
            'data-website-id': settings.websiteId,
            ...(settings.hostUrl ? { 'data-host-url': settings.hostUrl.replace(/\/$/, '') } : {}),
          },
        },
        origins: { script: [origin(settings.script)], connect: [origin(collector)], img: [] },
        webVitals,
      };
    }
    case 'goatcounter': {
      const src = settings.script ?? providerScripts.goatcounter;
      const endpoint = `https://${settings.code}.goatcounter.com/count`;
      return {
        provider: 'goatcounter',
        script: { src, attributes: { 'data-goatcounter': endpoint } },
        origins: { script: [origin(src)], connect: [origin(endpoint)], img: [origin(endpoint)] },
        webVitals,
      };
    }
  }
}
