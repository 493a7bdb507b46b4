import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

/** The project's html-validate setup (.htmlvalidate.mjs), as npm run validate:html applies it to a build. */
const file = path.resolve(import.meta.dirname, '../../dist/page.html');
const project = new HtmlValidate(new FileSystemConfigLoader());
/** The one-line <style> Astro 7 writes before a page's first island (npm run validate:html checks the real one). */
const islandStyles = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main><div>${body}</div></main></body></html>`;

describe('html-validate configuration', () => {
  it("relaxes none of the recommended preset's rules", async () => {
    const recommended = new HtmlValidate({ root: true, extends: ['html-validate:recommended'] });
    const [ours, preset] = await Promise.all([project.getConfigFor(file), recommended.getConfigFor(file)]);
    expect([...ours.getRules()]).toEqual([...preset.getRules()]);
  });

  it("lets exactly Astro's island <style> stand in the body", async () => {
    const report = await project.validateString(page(`<style>${islandStyles}</style>`), file);
    expect(report.results).toEqual([]);
  });

  it.each([
    'p{color:red}',
    'astro-island{display:contents}p{color:red}',
    'astro-island,p{display:contents}',
    'astro-island{display:none}',
  ])('refuses any other <style> in the body: %s', async (css) => {
    const report = await project.validateString(page(`<style>${css}</style>`), file);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual([
      'element-permitted-content',
    ]);
  });
});
