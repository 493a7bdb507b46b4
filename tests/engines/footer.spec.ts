/**
 * The footer at its longest, in every engine at a phone's and a desktop's width: the build of an
 * owner's first week has notes, three languages, the e-mail and six links of the owner's
 * (tests/builds/content-edits.ts). Its groups (the sections, the owner's links, the languages, the
 * copyright) share a row where they fit, and a group that does not fit moves whole to the next
 * row: none is squeezed into lines of its own beside another.
 */
import { joinBase } from '../../src/lib/content/urls.ts';
import { footerNavId } from '../../src/lib/markup/navigation.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { expect, test as engineTest } from './fixtures.ts';
import { arrive } from './visitor.ts';

/** The engine's pages open on the first week's build, which the worker serves (fixtures.ts). */
const test = engineTest.extend({
  baseURL: async ({ firstWeekOrigin }, use) => use(firstWeekOrigin),
});

const build = testBuilds.threeProjects;

/**
 * In the page: the footer's groups that run over more than one line while narrower than the
 * footer's content, each named by its label, its text or the start of its markup, with its lines
 * and width; none when every group keeps to one line or fills the width it wraps in.
 */
function squeezedFooterGroups(footerNav: string) {
  const row = document.getElementById(footerNav)!.parentElement!;
  const style = getComputedStyle(row);
  const width = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [...row.children].flatMap((group) => {
    // Its pieces: a list's items, or the runs of a paragraph's text and links.
    const items = group.querySelectorAll('li');
    const range = document.createRange();
    range.selectNodeContents(group);
    const boxes = (
      items.length ? [...items].map((item) => item.getBoundingClientRect()) : [...range.getClientRects()]
    )
      .filter((box) => box.width > 0)
      .sort((a, b) => a.top - b.top);
    // A piece starts a new line when it lies wholly below the line before.
    let lines = 0;
    let lineBottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= lineBottom - 1) {
        lines += 1;
        lineBottom = box.bottom;
      } else lineBottom = Math.max(lineBottom, box.bottom);
    }
    const groupWidth = group.getBoundingClientRect().width;
    return lines > 1 && groupWidth < width - 1
      ? [
          {
            group:
              group.getAttribute('aria-label') ?? (group.textContent!.trim() || group.innerHTML.slice(0, 80)),
            lines,
            groupWidth,
            width,
          },
        ]
      : [];
  });
}

test('the footer keeps each group whole: a group that does not fit beside the others takes a row of its own', async ({
  site,
}) => {
  for (const page of ['/', '/de']) {
    await arrive(site, joinBase(build.base, page), { base: build.base });
    expect(await site.evaluate(squeezedFooterGroups, footerNavId), `the footer of ${page}`).toEqual([]);
  }
});
