/**
 * WCAG 2.2's criteria that axe cannot see, as checks run in the page, in any engine: each function
 * travels to the page as source (it uses only its one argument) and returns the problems it finds,
 * in words, none when the page meets the criterion. tests/engines/wcag.spec.ts runs them on every
 * kind of page and on made-up pages that break each one; forced colours, which only Chromium can
 * emulate, are tests/e2e/forced-colours.spec.ts.
 */

/** Made-up pages, each breaking one of the criteria, that the checks must catch. */
export const madeUpPages = 'tests/fixtures/wcag';

/**
 * 2.4.11 Focus Not Obscured (Minimum): every element keyboard focus can reach, focused in tab order
 * forward and then backward (so that the page scrolls up to it, where the sticky header sits), is
 * at least partly visible: some point of it is not under the header or anything else. Focus is
 * moved by `focus()`, and the element scrolled into view as keyboard navigation scrolls it; any
 * transition focus starts (the skip link slides in) is finished first.
 */
export function focusObscured(): string[] {
  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => {
    if (element.closest('[inert], [hidden], dialog:not([open])')) return false;
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && element.getClientRects().length > 0;
  });
  const problems: string[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const check = (element: HTMLElement) => {
    // Scrolled as keyboard navigation scrolls it, at once (the page's own scrolling is smooth),
    // to the nearest edge: going back up, that is the top, where the header sits.
    element.focus({ preventScroll: true });
    if (document.activeElement !== element) return;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    for (const animation of document.getAnimations())
      if (Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) animation.finish();
    const box = element.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((fx) =>
      [0.1, 0.5, 0.9].map((fy) => [box.left + box.width * fx, box.top + box.height * fy] as const),
    );
    const seen = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element.contains(hit) || hit.contains(element));
    });
    if (!seen) problems.push(`${describe(element)} is hidden while it has focus`);
  };
  for (const element of focusable) check(element);
  for (const element of focusable.toReversed()) check(element);
  (document.activeElement as HTMLElement | null)?.blur();
  scrollTo(0, 0);
  return [...new Set(problems)];
}

/**
 * The viewport 1.4.10 Reflow is checked at: 320 CSS px wide, which is 400 % zoom of a 1280 px
 * window, and the narrowest phone the site is made for; the other criteria run there too.
 */
export const reflowViewport = { width: 320, height: 640 } as const;

/**
 * 1.4.10 Reflow, at the viewport's width (`reflowViewport`): the page does not scroll sideways, and
 * nothing in it does but a region named for what it holds (a code block, a table), which the
 * keyboard can reach.
 */
export function reflowProblems(): string[] {
  const root = document.documentElement;
  const problems: string[] = [];
  if (root.scrollWidth > root.clientWidth) {
    // Name the outermost element that reaches past the page's right edge: that is the one to fix.
    const past = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
    );
    const culprit = past
      ? `, <${past.tagName.toLowerCase()} class="${past.className}"> reaches ${Math.round(past.getBoundingClientRect().right)} px`
      : '';
    problems.push(`the page is ${root.scrollWidth} px wide${culprit}`);
  }
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const overflow = getComputedStyle(element).overflowX;
    if (!['auto', 'scroll'].includes(overflow) || element.scrollWidth <= element.clientWidth + 1) continue;
    const named = element.getAttribute('aria-label') && element.getAttribute('role') && element.tabIndex >= 0;
    if (!named)
      problems.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> scrolls sideways unnamed`,
      );
  }
  return problems;
}

/** WCAG's text-spacing override (1.4.12): line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
export const textSpacingCss =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }';

/**
 * 1.4.12 Text Spacing: with the user's spacing override applied (a constructed stylesheet, which
 * the page's Content-Security-Policy does not govern), no text is cut off by a box that hides its
 * overflow, and no two pieces of text overlap. The override is taken away again after.
 */
export function textSpacingProblems(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const problems: string[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility === 'visible' && Number(style.opacity) > 0 && box.width > 1 && box.height > 1;
  };
  // Boxes that hide what overflows them, and hold text that now does.
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (!shown(element) || !element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const clippedX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    const clippedY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    if (clippedX || clippedY) problems.push(`${describe(element)} cuts its text off`);
  }
  // Pieces of text (the innermost elements that hold some) laid over each other.
  const texts = [...document.querySelectorAll('body *')].filter(
    (element) =>
      shown(element) &&
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
      !element.closest('[aria-hidden="true"], dialog:not([open]), [popover]:not(:popover-open)'),
  );
  // What shows of an element: each of its boxes (one a line for text that wraps), cut to every box
  // of an ancestor that scrolls or clips.
  const visibleBoxes = (element: Element) =>
    [...element.getClientRects()].map((rect) => {
      let { left, top, right, bottom } = rect;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      return { left, top, right, bottom };
    });
  const overlap = (a: DOMRectReadOnly | ReturnType<typeof visibleBoxes>[number], b: typeof a) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const boxes = texts.map((element) => ({ element, boxes: visibleBoxes(element) }));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (a.boxes.some((box) => b.boxes.some((other) => overlap(box, other))))
        problems.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
    }
  }
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  return problems;
}

/**
 * Forced colours (Windows High Contrast), in a page the browser shows with them: the browser drops
 * backgrounds, shadows and colour choices and keeps text, borders, outlines and SVG drawn in the
 * current colour. Every control still shows (text, an icon it draws, or a border of its own), shows
 * its focus with an outline (a shadow would be dropped), and a state such as the current page shows
 * by more than colour.
 */
export function forcedColourProblems(): string[] {
  const problems: string[] = [];
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility === 'visible' && box.width > 1 && box.height > 1;
  };
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"]',
    ),
  ].filter(
    (control) => shown(control) && !control.closest('[inert], [aria-hidden="true"], dialog:not([open])'),
  );
  for (const control of controls) {
    const style = getComputedStyle(control);
    const text = [...control.querySelectorAll('*'), control].some(
      (element) =>
        shown(element) &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const icon = [...control.querySelectorAll('svg, img')].some((element) => {
      if (!shown(element)) return false;
      if (element.tagName.toLowerCase() === 'img') return true;
      return [element, ...element.querySelectorAll('*')].some((part) => {
        const paint = getComputedStyle(part);
        return paint.fill !== 'none' || paint.stroke !== 'none';
      });
    });
    const border = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) => style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) >= 1,
    );
    if (!text && !icon && !border) problems.push(`${describe(control)} shows nothing`);
    control.focus();
    if (document.activeElement === control) {
      const focused = getComputedStyle(control);
      if (focused.outlineStyle === 'none' || parseFloat(focused.outlineWidth) < 1)
        problems.push(`${describe(control)} shows no focus ring`);
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  // A state colour alone tells: the current page's link must differ from its siblings otherwise.
  const kept = [
    'textDecorationLine',
    'fontWeight',
    'borderBottomStyle',
    'borderBottomWidth',
    'outlineStyle',
  ] as const;
  for (const current of document.querySelectorAll('[aria-current]:not([aria-current="false"])')) {
    const sibling = [...(current.parentElement?.parentElement?.querySelectorAll(current.tagName) ?? [])].find(
      (other) => other !== current && !other.hasAttribute('aria-current') && shown(other),
    );
    if (!sibling || !shown(current)) continue;
    const [a, b] = [getComputedStyle(current), getComputedStyle(sibling)];
    if (kept.every((property) => a[property] === b[property]))
      problems.push(`${describe(current)} shows it is the current one by colour alone`);
  }
  return problems;
}
