import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { siteAddressNotice } from '../../src/integrations/site-address.ts';
import { unknownAddressWarning } from '../../src/lib/content/site-url.ts';

/** Runs the integration's set-up as Astro would for `command`, with or without a site address. */
function setUp(command: 'build' | 'dev', site: string | undefined) {
  const logger = { warn: vi.fn() } as unknown as AstroIntegrationLogger & { warn: ReturnType<typeof vi.fn> };
  const hook = siteAddressNotice().hooks['astro:config:setup'] as unknown as (options: object) => void;
  hook({ command, config: { site }, logger });
  return logger.warn;
}

describe('the notice for a build with no site address', () => {
  it('says, before a build, that there is no address and what to set', () => {
    expect(setUp('build', undefined)).toHaveBeenCalledWith(unknownAddressWarning);
    expect(unknownAddressWarning).toMatch(/^No site address: set SITE_URL/);
  });

  it('says nothing when the build knows its address, nor in the dev server', () => {
    expect(setUp('build', 'https://example.com')).not.toHaveBeenCalled();
    expect(setUp('dev', undefined)).not.toHaveBeenCalled();
  });
});
