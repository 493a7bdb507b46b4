import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { checkOwner } from '../../src/lib/build/content-check.ts';
import { contentSecurityPolicy } from '../../src/lib/build/csp.ts';
import { analyticsSetup } from '../../src/lib/content/analytics.ts';
import { ownerContentDir } from '../../src/lib/content/content-location.ts';
import { vitalsEvent } from '../../src/lib/browser/vitals-event.ts';
import { writeOwnerWith } from '../support/owner-file.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'analytics-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
const shownFile = `${ownerContentDir}/owner/owner.md`;
const websiteId = '4f1c2d3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('analytics in owner.md', () => {
  it.each([
    [{ provider: 'plausible', domain: 'sam.dev' }],
    [
      {
        provider: 'plausible',
        domain: 'sam.github.io',
        script: 'https://stats.sam.dev/js/script.js',
        webVitals: true,
      },
    ],
    [{ provider: 'umami', websiteId, script: 'https://cloud.umami.is/script.js' }],
    [{ provider: 'goatcounter', code: 'sam', webVitals: true }],
  ])('accepts %j', (analytics) => {
    writeOwnerWith(root, { analytics });
    expect(checkOwner(root)).toEqual([]);
  });

  it.each([
    [{ provider: 'matomo', site: 1 }, 'analytics.provider', /plausible, umami, goatcounter/],
    [{ provider: 'plausible' }, 'analytics.domain', /is required/],
    [{ provider: 'plausible', domain: 'https://sam.dev' }, 'analytics.domain', /no https:\/\//],
    [
      { provider: 'plausible', domain: 'sam.dev', script: 'http://stats.sam.dev/js/script.js' },
      'analytics.script',
      /https/,
    ],
    [
      { provider: 'umami', websiteId: 'sam', script: 'https://cloud.umami.is/script.js' },
      'analytics.websiteId',
      /UUID/,
    ],
    [{ provider: 'umami', websiteId }, 'analytics.script', /is required/],
    [
      { provider: 'goatcounter', code: 'https://sam.goatcounter.com' },
      'analytics.code',
      /sam for sam.goatcounter.com/,
    ],
    [{ provider: 'plausible', domain: 'sam.dev', webVitals: 'yes' }, 'analytics.webVitals', /true or false/],
  ])('refuses %j, naming %s', (analytics, field, message) => {
    writeOwnerWith(root, { analytics });
    expect(checkOwner(root)).toEqual([{ file: shownFile, field, message: expect.stringMatching(message) }]);
  });
});

describe("a provider's origins, and the policy that allows them", () => {
  const policy = (analytics: Parameters<typeof analyticsSetup>[0]) =>
    contentSecurityPolicy({ analyticsOrigins: analyticsSetup(analytics)?.origins });
  const directive = (text: string, name: string) =>
    text.split(/;\s*/).find((part) => part.startsWith(`${name} `));

  it('without one, the policy is the site alone', () => {
    expect(analyticsSetup(undefined)).toBeUndefined();
    const strict = policy(undefined);
    expect(strict).toBe(contentSecurityPolicy());
    expect(directive(strict, 'script-src')).toBe("script-src 'self'");
    expect(directive(strict, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(strict, 'img-src')).toBe("img-src 'self' data:");
  });

  it('Plausible: its origin for scripts and connections, nothing else new', () => {
    const text = policy({ provider: 'plausible', domain: 'sam.dev', webVitals: false });
    expect(directive(text, 'script-src')).toBe("script-src 'self' https://plausible.io");
    expect(directive(text, 'connect-src')).toBe("connect-src 'self' https://plausible.io");
    expect(text.replaceAll(' https://plausible.io', '')).toBe(contentSecurityPolicy());
    expect(analyticsSetup({ provider: 'plausible', domain: 'sam.dev', webVitals: true })?.script).toEqual({
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'sam.dev' },
    });
  });

  it('a self-hosted Plausible: that origin instead', () => {
    const text = policy({
      provider: 'plausible',
      domain: 'sam.dev',
      script: 'https://stats.sam.dev/js/script.js',
      webVitals: false,
    });
    expect(text.replaceAll(' https://stats.sam.dev', '')).toBe(contentSecurityPolicy());
    expect(text).not.toContain('plausible.io');
  });

  it("Umami: the script's origin, and the collector it is told of", () => {
    const cloud = analyticsSetup({
      provider: 'umami',
      websiteId,
      script: 'https://cloud.umami.is/script.js',
      hostUrl: 'https://gateway.example.is/',
      webVitals: false,
    })!;
    expect(cloud.script.attributes).toEqual({
      'data-website-id': websiteId,
      'data-host-url': 'https://gateway.example.is',
    });
    expect(cloud.origins).toEqual({
      script: ['https://cloud.umami.is'],
      connect: ['https://gateway.example.is'],
      img: [],
    });
    const own = analyticsSetup({
      provider: 'umami',
      websiteId,
      script: 'https://stats.sam.dev/script.js',
      webVitals: false,
    })!;
    expect(own.origins).toEqual({
      script: ['https://stats.sam.dev'],
      connect: ['https://stats.sam.dev'],
      img: [],
    });
  });

  it("GoatCounter: count.js's origin for the script, the site's endpoint for its image and beacons", () => {
    const setup = analyticsSetup({ provider: 'goatcounter', code: 'sam', webVitals: true })!;
    expect(setup.script).toEqual({
      src: 'https://gc.zgo.at/count.js',
      attributes: { 'data-goatcounter': 'https://sam.goatcounter.com/count' },
    });
    const text = contentSecurityPolicy({ analyticsOrigins: setup.origins });
    expect(directive(text, 'script-src')).toBe("script-src 'self' https://gc.zgo.at");
    expect(directive(text, 'connect-src')).toBe("connect-src 'self' https://sam.goatcounter.com");
    expect(directive(text, 'img-src')).toBe("img-src 'self' data: https://sam.goatcounter.com");
  });
});

describe('vitalsEvent', () => {
  const metric = (name: string, value: number, attribution: object = {}) =>
    ({ name, value, rating: 'good', attribution }) as unknown as MetricWithAttribution;

  it('rounds each metric to a readable step, and names the element INP was on', () => {
    expect(vitalsEvent(metric('LCP', 1234.5))).toEqual({
      name: 'LCP',
      props: { value: 1200, rating: 'good' },
    });
    expect(vitalsEvent(metric('INP', 87, { interactionTarget: 'nav>button' }))).toEqual({
      name: 'INP',
      props: { value: 90, rating: 'good', target: 'nav>button' },
    });
    expect(vitalsEvent(metric('CLS', 0.0349))).toEqual({
      name: 'CLS',
      props: { value: 0.03, rating: 'good' },
    });
    expect(vitalsEvent(metric('TTFB', 120))).toBeNull();
  });
});
