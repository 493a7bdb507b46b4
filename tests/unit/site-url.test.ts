import { describe, expect, it } from 'vitest';
import {
  hostAddressVariables,
  normaliseAddress,
  siteAddress,
  unknownAddressWarning,
} from '../../src/lib/content/site-url.ts';

describe('siteAddress', () => {
  it('knows no address when nothing names one, and says which variables would', () => {
    expect(siteAddress({})).toBeUndefined();
    expect(siteAddress({ SITE_URL: '  ', URL: '' })).toBeUndefined();
    for (const { variable } of hostAddressVariables) expect(unknownAddressWarning).toContain(variable);
    expect(unknownAddressWarning).toContain('SITE_URL');
  });

  it('takes SITE_URL first, over any host variable', () => {
    expect(siteAddress({ SITE_URL: 'https://example.com/', URL: 'https://x.netlify.app' })).toEqual({
      url: 'https://example.com',
      from: 'SITE_URL',
    });
  });

  it.each([
    [{ URL: 'https://owner.netlify.app' }, 'https://owner.netlify.app', 'URL'],
    [
      { VERCEL_PROJECT_PRODUCTION_URL: 'owner.vercel.app' },
      'https://owner.vercel.app',
      'VERCEL_PROJECT_PRODUCTION_URL',
    ],
    [
      { CF_PAGES_URL: 'https://abc123.portfolio.pages.dev' },
      'https://abc123.portfolio.pages.dev',
      'CF_PAGES_URL',
    ],
  ])('reads the host variable %j', (env, url, from) => {
    expect(siteAddress(env)).toEqual({ url, from });
  });

  it('keeps a path (a project site) and drops trailing slashes', () => {
    expect(siteAddress({ SITE_URL: 'https://me.github.io/portfolio/' })?.url).toBe(
      'https://me.github.io/portfolio',
    );
  });

  it('refuses what is not an http(s) address, naming the variable', () => {
    expect(() => normaliseAddress('ftp://example.com', 'SITE_URL')).toThrow(
      /SITE_URL must be an http\(s\) address/,
    );
    expect(() => siteAddress({ URL: 'https://exa mple.com' })).toThrow(/URL is not a URL/);
  });
});
