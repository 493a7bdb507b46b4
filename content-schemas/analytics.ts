import { z } from 'zod';
import { httpsUrl } from './fields.ts';

/** The analytics providers the site can load, each by the settings its script needs. */
export const analyticsProviders = ['plausible', 'umami', 'goatcounter'] as const;

/** Whether to send each page's LCP, INP and CLS as the provider's custom events. */
const webVitals = z.boolean({ error: 'must be true or false' }).default(false);

/**
 * Optional: a privacy-friendly analytics provider. Off when left out: no page then names or loads
 * another origin. With one set, every page's Content-Security-Policy allows that provider's origin
 * and nothing else (src/lib/content/analytics.ts), and its script loads only after the visitor's
 * first interaction (src/lib/browser/analytics.ts).
 */
export const analyticsSettings = () =>
  z
    .discriminatedUnion(
      'provider',
      [
        z.strictObject({
          provider: z.literal('plausible'),
          /** The site's domain as it is named in Plausible, e.g. sam.dev or sam.github.io. */
          domain: z
            .string({ error: 'is required: the site domain as Plausible names it, e.g. sam.dev' })
            .regex(
              /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
              'must be the domain as Plausible names it, e.g. sam.dev, with no https://',
            ),
          /** Optional: a self-hosted Plausible's script, e.g. https://stats.sam.dev/js/script.js. */
          script: httpsUrl("your self-hosted Plausible's script address").optional(),
          webVitals,
        }),
        z.strictObject({
          provider: z.literal('umami'),
          /** The website id Umami gives the site (Settings → Websites → Edit). */
          websiteId: z.uuid({ error: 'must be the website id Umami shows, e.g. 4f1c…-…: a UUID' }),
          /** The tracker's address: Umami Cloud's (https://cloud.umami.is/script.js) or your own Umami's. */
          script: httpsUrl("your Umami's script address, e.g. https://cloud.umami.is/script.js"),
          /**
           * Optional: where the tracker sends its data (its `data-host-url`), when that is not where the
           * script comes from: Umami Cloud's collector has an address of its own, which its docs give.
           */
          hostUrl: httpsUrl('the address Umami collects at, e.g. https://stats.sam.dev').optional(),
          webVitals,
        }),
        z.strictObject({
          provider: z.literal('goatcounter'),
          /** The site's code on goatcounter.com: `sam` for https://sam.goatcounter.com. */
          code: z
            .string({ error: 'is required: your GoatCounter code, e.g. sam for sam.goatcounter.com' })
            .regex(/^[a-z0-9-]{2,50}$/, 'must be your GoatCounter code, e.g. sam for sam.goatcounter.com'),
          /** Optional: count.js from another address (GoatCounter's own by default). */
          script: httpsUrl('the address you host count.js at').optional(),
          webVitals,
        }),
      ],
      { error: `needs a provider: one of ${analyticsProviders.join(', ')}` },
    )
    .optional();

export type AnalyticsData = NonNullable<z.output<ReturnType<typeof analyticsSettings>>>;
