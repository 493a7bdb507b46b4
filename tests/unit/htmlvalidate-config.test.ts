import path from 'node:path';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

/** The project's html-validate setup (.htmlvalidate.mjs), as npm run validate:html applies it to a build. */
const file = path.resolve(import.meta.dirname, '../../dist/page.html');
const project = new HtmlValidate(new FileSystemConfigLoader());
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main><div>${body}</div></main></body></html>`;

describe('html-validate configuration', () => {
  it("relaxes none of the recommended preset's rules", async () => {
    const recommended = new HtmlValidate({ root: true, extends: ['html-validate:recommended'] });
    const [ours, preset] = await Promise.all([project.getConfigFor(file), recommended.getConfigFor(file)]);
    expect([...ours.getRules()]).toEqual([...preset.getRules()]);
  });

  it("lets exactly Astro's island <style> stand in the body", async () => {
    const report = await project.validateString(page(`<style>${ISLAND_STYLES}</style>`), file);
    expect(report.results).toEqual([]);
  });

  it('refuses any other <style> in the body', async () => {
    const report = await project.validateString(page('<style>p{color:red}</style>'), file);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual([
      'element-permitted-content',
    ]);
  });
});
