import type { MetricWithAttribution } from 'web-vitals/attribution';

/** One metric as a provider's custom event: the metric's name, and its rounded value, rating and target. */
export interface VitalsEvent {
  name: 'LCP' | 'INP' | 'CLS';
  props: { value: number; rating: string; target?: string };
}

/**
 * A metric as an event. Values are rounded so that a provider's breakdown by value stays readable:
 * LCP to 100 ms, INP to 10 ms, CLS to 0.01. INP names the element the slowest interaction was on.
 */
export function vitalsEvent(metric: MetricWithAttribution): VitalsEvent | null {
  const rounded = (step: number) => Math.round(Math.round(metric.value / step) * step * 100) / 100;
  const { rating } = metric;
  switch (metric.name) {
    case 'LCP':
      return { name: 'LCP', props: { value: rounded(100), rating } };
    case 'INP':
      return {
        name: 'INP',
        props: { value: rounded(10), rating, target: metric.attribution.interactionTarget || '(unknown)' },
      };
    case 'CLS':
      return { name: 'CLS', props: { value: rounded(0.01), rating } };
    default:
      return null;
  }
}
