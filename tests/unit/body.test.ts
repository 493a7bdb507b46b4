import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBodyText, imagesNeedAlt } from '../../content-schemas/body.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'body-'));
  mkdirSync(path.join(dir, 'app'));
  copyFileSync(path.join(fixtureFolder.projects, 'quote-kong/preview.png'), path.join(dir, 'app/chart.png'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mdx = (body: string) => checkBodyText(body, { dir, format: 'mdx' });
const md = (body: string) => checkBodyText(body, { dir, format: 'md' });

describe("a description's text", () => {
  it('passes with what a developer writes: headings in order, code, tables, quotes, images, allowed HTML', () => {
    const body = [
      'Intro with `code`, **bold** and a [link](https://example.com).',
      '## Setup',
      '```ts\nconst a: number = 1;\n```',
      '### Details',
      '> A quote.',
      '| Name | Value |\n| :--- | ---: |\n| a | 1 |',
      '![A chart of the results](./app/chart.png)',
      '## Notes',
      'Press <kbd>Ctrl</kbd> and read the <abbr title="Frequently asked questions">FAQ</abbr>. {/* a comment */}',
      '<details><summary>More</summary>Text.</details>',
    ].join('\n\n');
    expect(mdx(body)).toEqual([]);
  });

  it.each([
    ['![](./app/chart.png)', /an image needs alt text/],
    ['![   ](./app/chart.png)', /an image needs alt text/],
    ['![][chart]\n\n[chart]: ./app/chart.png', /an image needs alt text/],
    ['![A chart](https://example.com/chart.png)', /must be a file in the project's folder/],
    ['![A chart](./app/missing.png)', /no image at \.\/app\/missing\.png/],
    ['# A second title', /a # heading makes a second page title/],
    ['## One\n\n#### Three', /a level-4 heading \(####\) right after level 2: .* use ###/],
    ['### Too deep at first', /a level-3 heading .* right after level 1/],
    ['## ', /a heading needs text/],
    ['[](https://example.com)', /a link needs text/],
    ['[x](javascript:alert(1))', /javascript: links are not allowed/],
    ['| | Value |\n| - | - |\n| a | 1 |', /header cells each need text/],
    ['<div style={{ color: "red" }}>x</div>', /raw <div> is not allowed/],
    ['<abbr style="color: red">x</abbr>', /<abbr> may carry only title, not style/],
    ['<abbr id="main">x</abbr>', /<abbr> may carry only title, not id/],
    ['<video src="./app/demo.mp4" />', /the `recording` field/],
    ['<h1>Title</h1>', /only top-level heading/],
    ["import Chart from './Chart.astro'", /import and export are not allowed/],
    ['Two and two make {2 + 2}.', /expressions are not allowed/],
    ['<button onClick={() => steal()}>Go</button>', /event handler attributes/],
  ])('refuses %j, on the line it is on', (body, message) => {
    const problems = mdx(`Intro.\n\n${body}`);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringMatching(message)]);
    expect(problems[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('names the line of each problem, counted from the first line of the text', () => {
    expect(mdx('Intro.\n\n![](./app/chart.png)\n\n# Title').map((problem) => problem.line)).toEqual([3, 5]);
  });
});

describe("the bio's Markdown", () => {
  it('takes the same rules, raw HTML included', () => {
    expect(md('Hello <kbd>x</kbd>. <!-- note -->')).toEqual([]);
    expect(md('<div style="color: red">x</div>').map((problem) => problem.message)).toEqual([
      expect.stringMatching(/raw <div> is not allowed/),
    ]);
    expect(md('<abbr title="x" onclick="steal()">y</abbr>').map((problem) => problem.message)).toEqual([
      expect.stringMatching(/event handler attributes/),
    ]);
    expect(md('<a href="javascript:alert(1)">x</a>').map((problem) => problem.message)).toEqual([
      expect.stringMatching(/javascript: links/),
    ]);
  });
});

describe('the build pipeline', () => {
  it('fails on an image without alt text, naming the file and the line', async () => {
    const fileURL = new URL('file:///site/src/content/projects/app.mdx');
    // Astro's Markdown processor, as the build runs it, with the plugin.
    const processor = await createSatteriMarkdownProcessor({ mdastPlugins: [imagesNeedAlt] });
    await expect(processor.render('Intro.\n\n![](./app/chart.png)', { fileURL })).rejects.toThrow(
      /app\.mdx: body \(line 3\): an image needs alt text/,
    );
    await expect(processor.render('![A chart](./app/chart.png)', { fileURL })).resolves.toBeDefined();
  });
});
