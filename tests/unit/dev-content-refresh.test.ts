import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { assertWrittenFor, writtenForAstro } from '../../src/integrations/dev-content-refresh.ts';

const installedAstro = (createRequire(import.meta.url)('astro/package.json') as { version: string }).version;

describe('the dev content refresh workaround', () => {
  it('was written for the Astro installed (after an update, re-check it: see the file)', () => {
    expect(installedAstro).toBe(writtenForAstro);
  });

  it('lets its own Astro start the dev server', () => {
    expect(() => assertWrittenFor(writtenForAstro)).not.toThrow();
  });

  it.each(['7.3.6', '7.4.0', '8.0.0', '7.3.4'])(
    'refuses Astro %s, naming the upstream issue and what to run',
    (version) => {
      expect(() => assertWrittenFor(version)).toThrow(
        new RegExp(
          `Astro ${writtenForAstro.replaceAll('.', '\\.')} \\(withastro/astro#17335\\), and this is Astro ${version.replaceAll('.', '\\.')}[\\s\\S]*dev-loop\\.copy\\.spec\\.ts`,
        ),
      );
    },
  );
});
