import { createHash } from 'node:crypto';
import reporterCode from '../browser/web-vitals-reporter.ts?inline-script';

/**
 * The Web Vitals reporter (src/lib/browser/web-vitals-reporter.ts, web-vitals included), bundled
 * into one script file of the site's own, named by its content so that it may be cached for good.
 * Built only for an owner who asked for Web Vitals (src/pages/scripts/[reporter].js.ts).
 */
export const webVitalsReporter = {
  /** Its path from the base, e.g. /scripts/field-timing.1a2b3c4d.js. */
  path: `/scripts/field-timing.${createHash('sha256').update(reporterCode).digest('hex').slice(0, 8)}.js`,
  code: reporterCode,
};
