/**
 * A developer's write-up (code in four languages, a long line, a table with aligned columns, a
 * quote, an image, a recording) in Chromium, Firefox and WebKit, at a phone and a desktop width:
 * coloured code that follows the site's own colour mode, AA for every token, axe in both modes,
 * nothing wider than the screen, nothing the Content-Security-Policy refuses, the copy button, and
 * the same look with JavaScript off.
 */
import Color from 'colorjs.io';
import { copiedForMs } from '../../src/lib/browser/copy.ts';
import { darkCodeColours, lightCodeColours, widths, type CodeColours } from '../../src/styles/tokens.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { axeInBothModes } from '../support/axe.ts';
import { fireHeldTimers, holdTimers } from '../support/held-timers.ts';
import type { EnginePage, Target } from './engine-page.ts';
import { arrive, pressUntilFocused, shown, themeToggle, until } from './visitor.ts';
import {
  codeLook,
  cspProblems,
  expect,
  layoutAtWidth,
  scrollToElement,
  test,
  violationsSoFar,
  watchViolations,
  writeUpPath,
} from './write-up.ts';
import { proves } from '../support/evidence-reporter.ts';

// WebKit over WebDriver takes its time with a long page on two busy cores.
test.describe.configure({ timeout: 60_000 });

const contrast = (ink: string, paper: string) => new Color(ink).contrast(new Color(paper), 'WCAG21');
const hex = (colour: string) => new Color(colour).to('srgb').toString({ format: 'hex', collapse: false });

/** Every token and block in the colour the mode's table gives it: the page is coloured by its stylesheet alone. */
function expectColoursOf(look: Awaited<ReturnType<typeof codeLook>>, table: CodeColours) {
  const off = [
    ...look.tokens.map(({ kind, colour }) => ({
      kind,
      colour,
      wanted: table[kind.replace('code-', '') as keyof CodeColours],
    })),
    ...look.blocks.flatMap(({ colour, background }) => [
      { kind: 'text', colour, wanted: table.foreground },
      { kind: 'background', colour: background, wanted: table.background },
    ]),
  ].filter(({ colour, wanted }) => hex(colour) !== wanted?.toLowerCase());
  expect(off, 'colours not from the table').toEqual([]);
}

const copyTypeScript: Target = { role: 'button', name: 'Copy TypeScript code' };

/** In the page: the copy state and the spoken status of each code block. */
const copyStates = (site: EnginePage) =>
  site.evaluate(() =>
    [...document.querySelectorAll('[data-code-block]')].map((block) => ({
      state: block.querySelector('button')?.getAttribute('data-copy-state') ?? null,
      said: block.querySelector('[role="status"]')?.textContent ?? '',
      saysWhenCopied: block.querySelector<HTMLElement>('[role="status"]')?.dataset['copied'] ?? '',
      saysWhenFailed: block.querySelector<HTMLElement>('[role="status"]')?.dataset['failed'] ?? '',
    })),
  );

/** Every token and block of the page's code at least 4.5:1 against its block: those under it. */
const underAA = (look: Awaited<ReturnType<typeof codeLook>>) =>
  [...look.tokens, ...look.blocks.map((block) => ({ kind: 'text', ...block }))]
    .map(({ kind, colour, background }) => ({ kind, ratio: Number(contrast(colour, background).toFixed(2)) }))
    .filter(({ ratio }) => ratio < 4.5);

test(
  "code is coloured by the stylesheet, every token AA against its block, in the site's own colour mode, which the toggle turns; axe finds nothing in either mode",
  { tag: [anyWidth, proves('axe')] },
  async ({ site }) => {
    await arrive(site, writeUpPath, { colourMode: 'dark' });
    const dark = await site.evaluate(codeLook);
    expect(dark.blocks.map((block) => block.language)).toEqual(['ts', 'tsx', 'bash', 'json']);
    expect(
      new Set(dark.tokens.map((token) => token.kind)).size,
      'several kinds of token',
    ).toBeGreaterThanOrEqual(5);
    expectColoursOf(dark, darkCodeColours);
    expect(underAA(dark), 'tokens under 4.5:1').toEqual([]);
    // axe at the desktop width too: pages.build.spec.ts, in Chromium.
    expect(await axeInBothModes(site)).toEqual([]);
    await site.click(themeToggle);
    await until(
      async () =>
        hex((await site.evaluate(codeLook)).tokens.find((token) => token.kind === 'code-keyword')!.colour) ===
        lightCodeColours.keyword.toLowerCase(),
      'the code turns light with the site',
    );
    const light = await site.evaluate(codeLook);
    expectColoursOf(light, lightCodeColours);
    expect(underAA(light), 'tokens under 4.5:1').toEqual([]);
  },
);

test('nothing widens the page: a long line and a wide table scroll inside their own named, focusable boxes, only where wider than the column; the text keeps its measure', async ({
  site,
}) => {
  await arrive(site, writeUpPath);
  const layout = await site.evaluate(layoutAtWidth);
  expect(layout.pageScrollsSideways).toBe(false);
  const measure = parseFloat(widths.prose) * layout.remPx;
  expect(layout.widestParagraph).toBeLessThanOrEqual(measure + 0.5);
  for (const box of [...layout.code, ...layout.tables]) {
    expect(box).toMatchObject({ focusable: true, role: 'group', name: expect.stringMatching(/\S/) });
    // At least the text's measure (the column, on a phone), up to the column; it scrolls only at the
    // column's whole width, with nothing left to grow into.
    expect(box.width).toBeGreaterThanOrEqual(Math.min(box.column, measure) - 0.5);
    expect(box.width).toBeLessThanOrEqual(box.column + 0.5);
    if (box.scrolls)
      expect(box.width, 'a box that scrolls is as wide as the column').toBeGreaterThan(box.column - 0.5);
  }
  // The one-line shell command is longer than any screen.
  expect(layout.code[2]!.scrolls).toBe(true);
  // The results table is wider than a phone.
  if (site.viewport.width < 500) expect(layout.tables[0]!.scrolls).toBe(true);
  // A desktop's column holds the TypeScript's longest line, longer than the measure: it shows whole.
  else {
    expect(layout.code[0]!.scrolls).toBe(false);
    expect(layout.code[0]!.width).toBeGreaterThan(measure);
  }
});

test(
  'the copy button answers the tap at once, says so to screen readers, and works by keyboard; nothing on the page is refused by its policy, before or after the visitor acts',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, writeUpPath);
    expect(await site.evaluate(cspProblems)).toEqual([]);
    await site.evaluate(watchViolations);
    // The test's clock, not the wall clock, says when "Copied" has been shown long enough.
    await site.evaluate(holdTimers, copiedForMs);
    await site.click(copyTypeScript);
    // Answered in the click's own task: marked before any later script could run.
    expect(['copying', 'copied', 'failed']).toContain((await copyStates(site))[0]!.state);
    await until(
      async () => ['copied', 'failed'].includes((await copyStates(site))[0]!.state ?? ''),
      'the copy settles',
    );
    const [first] = await copyStates(site);
    expect(first!.said).toBe(first!.state === 'copied' ? first!.saysWhenCopied : first!.saysWhenFailed);
    expect(await site.evaluate(fireHeldTimers)).toBe(1);
    expect((await copyStates(site))[0]).toMatchObject({ state: null, said: '' });

    await pressUntilFocused(site, 'Copy TSX code');
    await site.press('Enter');
    await until(async () => (await copyStates(site))[1]!.said !== '', 'the keyboard copy is announced');
    await site.click(themeToggle);
    await site.evaluate(scrollToElement, 'figure');
    expect(await site.evaluate(violationsSoFar)).toEqual([]);
  },
);

test(
  'the recording waits for the visitor: a still, muted, with controls, not playing, at its full size before it is drawn',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, writeUpPath);
    const video = await site.evaluate(() => {
      const element = document.querySelector('video')!;
      return {
        controls: element.controls,
        muted: element.muted,
        autoplay: element.autoplay,
        paused: element.paused,
        poster: Boolean(element.poster),
        source: element.querySelector('source')?.getAttribute('src'),
        caption: element.closest('figure')?.querySelector('figcaption')?.textContent ?? '',
      };
    });
    expect(video).toMatchObject({ controls: true, muted: true, autoplay: false, paused: true, poster: true });
    expect(video.source).toMatch(/\.mp4$/);
    expect(video.caption).toMatch(/\S/);

    // Off screen the player, the <video> itself and not only its controls, is skipped where the
    // engine has content-visibility; its box has its full size all the same, so nothing moves when
    // it is drawn.
    const skipping = await site.evaluate(() => CSS.supports('content-visibility', 'auto'));
    await until(
      async () => (await site.evaluate(playerSkipped)) === skipping,
      `the player is ${skipping ? '' : 'not '}skipped off screen`,
    );
    const offScreen = await site.evaluate(recordingBox);
    expect(offScreen.top, 'the recording starts below the first screen').toBeGreaterThan(offScreen.screen);
    expect(Math.abs(offScreen.height - offScreen.fromAttributes)).toBeLessThanOrEqual(3);
    await site.evaluate(scrollToElement, 'video');
    await until(async () => !(await site.evaluate(playerSkipped)), 'the player is drawn once on screen');
    await site.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    const { top, page, ...drawn } = await site.evaluate(recordingBox);
    const { top: topOffScreen, page: pageOffScreen, ...sizeOffScreen } = offScreen;
    expect(drawn).toEqual(sizeOffScreen);
    // Where it stands, and where the page ends, within half a pixel: an image above it may load
    // meanwhile, and the candidate it picks is sized to the whole pixel, not to the attributes' ratio.
    expect(top, 'the recording stays where it stood').toBeCloseTo(topOffScreen, 0);
    expect(page, 'the page below it stays as long').toBeCloseTo(pageOffScreen, 0);
  },
);

/** In the page: whether the recording's player is skipped (content-visibility: auto, off screen). */
function playerSkipped() {
  return !document.querySelector('video')!.checkVisibility({ contentVisibilityAuto: true });
}

/** In the page: the recording's box and the page's height, and the height its attributes give it. */
function recordingBox() {
  const video = document.querySelector('video')!;
  const { top, width, height } = video.getBoundingClientRect();
  return {
    top: top + scrollY,
    screen: innerHeight,
    width,
    height,
    fromAttributes: (width * video.height) / video.width,
    page: document.documentElement.getBoundingClientRect().height,
  };
}

test(
  'with JavaScript off the code looks the same, and the copy button is not offered',
  { tag: anyWidth },
  async ({ openPage }) => {
    // Not the \`site\` fixture: WebKit's driver holds one browser at a time. Its colours are the dark
    // table's, as with scripts (the first test above).
    const { page } = await openPage({ javaScript: false });
    await page.goto(writeUpPath);
    const look = await page.evaluate(codeLook);
    expect(look.tokens.length).toBeGreaterThan(0);
    expectColoursOf(look, darkCodeColours);
    expect(await shown(page, copyTypeScript)).toBe(false);
    expect((await page.evaluate(layoutAtWidth)).pageScrollsSideways).toBe(false);
  },
);
