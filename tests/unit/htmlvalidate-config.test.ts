import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

/** The project's html-validate setup (.htmlvalidate.mjs), as npm run test:builds applies it to a build. */
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

  it("refuses a <style> in the body, Astro's island style included (the build moves it into <head>)", async () => {
    const report = await project.validateString(
      page('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'),
      file,
    );
    expect(report.results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual([
      'element-permitted-content',
    ]);
  });
});
