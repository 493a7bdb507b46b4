/**
 * Sends the page's Largest Contentful Paint, Interaction to Next Paint (with the element the
 * interaction was on) and Cumulative Layout Shift as the owner's analytics provider's custom events,
 * measured by the `web-vitals` library. The page loads it after the visitor's first interaction
 * (analytics.ts); the library reads what the browser buffered before. It sends each metric once per
 * page view, when the library reports it: LCP at the next interaction or when the page is hidden,
 * INP and CLS when the page is hidden. A page restored from the back/forward cache sends nothing
 * more. Bundled into a file of its own (src/pages/scripts/[reporter].js.ts).
 */
import { onCLS, onINP, onLCP, type MetricWithAttribution } from 'web-vitals/attribution';
import { pageAnalytics, type PageAnalytics } from './analytics.ts';
import { vitalsEvent, type VitalsEvent } from './vitals-event.ts';

type Plausible = ((name: string, options: { props: VitalsEvent['props'] }) => void) & { q?: unknown[] };
interface ProviderGlobals {
  plausible?: Plausible;
  umami?: { track: (name: string, data: VitalsEvent['props']) => void };
  goatcounter?: { url?: (vars: { path: string; title: string; event: boolean }) => string | undefined };
}

/** How each provider takes a custom event, through its script's own API (its docs'). */
const senders: Record<PageAnalytics['provider'], (event: VitalsEvent) => void> = {
  plausible: (event) => {
    const page = window as ProviderGlobals;
    // Plausible's own queue, which its script drains as it loads (its docs' snippet).
    page.plausible ??= Object.assign((...args: unknown[]) => (page.plausible!.q ??= []).push(args), {});
    page.plausible(event.name, { props: event.props });
  },
  umami: (event) => (window as ProviderGlobals).umami?.track(event.name, event.props),
  // The page is being hidden: a beacon (GoatCounter's docs), since count.js's image would not load.
  goatcounter: (event) => {
    const url = (window as ProviderGlobals).goatcounter?.url?.({
      path: `${event.name}-${event.props.rating}`,
      title: `${event.name} ${event.props.value}`,
      event: true,
    });
    if (url) navigator.sendBeacon(url);
  },
};

const settings = pageAnalytics();
if (settings) {
  const send = senders[settings.provider];
  const sent = new Set<string>();
  const report = (metric: MetricWithAttribution) => {
    const event = vitalsEvent(metric);
    if (!event || sent.has(event.name)) return;
    sent.add(event.name);
    send(event);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
