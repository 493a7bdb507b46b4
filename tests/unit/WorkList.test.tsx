// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import WorkList, { type WorkEntry } from '../../src/islands/WorkList.tsx';
import { setUpIslandTests } from '../support/islands.ts';

// Reduced motion: the image appears without the fade.
setUpIslandTests();

const projects: WorkEntry[] = [
  {
    title: 'Quote Kong',
    category: 'Web Dev',
    href: '/work/quote-kong',
    srcset: '/_astro/kong-480.webp 480w, /_astro/kong-960.webp 960w',
    alt: 'Quote Kong title card',
  },
  {
    title: 'Airplane Identification',
    category: 'Machine Learning',
    href: '/work/airplane-identification',
    srcset: '/_astro/plane-480.webp 480w, /_astro/plane-960.webp 960w',
    alt: 'Airplane Identification title card',
  },
];

/** Image sources the island asked the browser to decode, in order. */
let decoded: string[] = [];

beforeEach(() => {
  decoded = [];
  // jsdom neither fetches nor decodes images: decoding resolves at once, and is recorded.
  HTMLImageElement.prototype.decode = function decode(this: HTMLImageElement) {
    decoded.push(this.getAttribute('src') ?? '');
    return Promise.resolve();
  };
});

const links = () => screen.getAllByRole('link');
const preview = () => screen.queryByRole('img');

describe('WorkList', () => {
  it('renders on the server as a complete list of links, with no image', () => {
    const html = renderToString(<WorkList projects={projects} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const entries = [...doc.querySelectorAll('ul a')];
    expect(entries.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/work/quote-kong', 'Quote KongWeb Dev'],
      ['/work/airplane-identification', 'Airplane IdentificationMachine Learning'],
    ]);
    expect(doc.querySelector('img')).toBeNull();
  });

  it('shows the hovered entry’s image once decoded, and none when the pointer leaves', async () => {
    render(<WorkList projects={projects} />);
    expect(preview()).toBeNull();
    expect(screen.getByText('Point at or focus a project to preview it.')).toBeTruthy();

    fireEvent.pointerOver(screen.getByText('Quote Kong'));
    const image = await screen.findByRole('img', { name: 'Quote Kong title card' });
    expect(image.getAttribute('src')).toBe('/_astro/kong-480.webp');
    expect(image.getAttribute('srcset')).toBe(projects[0]!.srcset);
    expect(decoded).toContain('/_astro/kong-480.webp');

    fireEvent.pointerOver(links()[1]!);
    await screen.findByRole('img', { name: 'Airplane Identification title card' });

    fireEvent.pointerLeave(screen.getByRole('list'), { pointerType: 'mouse' });
    expect(preview()).toBeNull();
  });

  it('keeps the current image until the next one has decoded', async () => {
    render(<WorkList projects={projects} />);
    fireEvent.pointerOver(links()[0]!);
    await screen.findByRole('img', { name: 'Quote Kong title card' });
    let finish = () => {};
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (finish = resolve));
    fireEvent.pointerOver(links()[1]!);
    await act(async () => {});
    expect(preview()?.getAttribute('alt')).toBe('Quote Kong title card');
    await act(async () => finish());
    expect(preview()?.getAttribute('alt')).toBe('Airplane Identification title card');
  });

  it('never shows an image whose decode ends after the pointer left, before React rendered the leave', async () => {
    render(<WorkList projects={projects} />);
    fireEvent.pointerOver(links()[1]!);
    await screen.findByRole('img', { name: 'Airplane Identification title card' });
    let finish = () => {};
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (finish = resolve));
    // A pass over another entry on the way out, as a page scrolled under a resting pointer makes.
    fireEvent.pointerOver(links()[0]!);
    // As in a browser, not in a test's act(): React renders the leave in a task of its own, and the
    // pass's decode ends before that task.
    const acting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    acting.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('list').dispatchEvent(
        new PointerEvent('pointerout', {
          bubbles: true,
          pointerType: 'mouse',
          relatedTarget: document.body,
        }),
      );
      finish();
      await waitFor(() => expect(screen.queryByRole('img', { name: /Airplane/ })).toBeNull());
    } finally {
      acting.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(preview()).toBeNull();
  });

  it('shows the focused entry’s image, and none once focus leaves the list', async () => {
    render(
      <>
        <WorkList projects={projects} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => links()[1]!.focus());
    await screen.findByRole('img', { name: 'Airplane Identification title card' });
    // Moving within the list keeps a preview: the newly focused entry's.
    act(() => links()[0]!.focus());
    await screen.findByRole('img', { name: 'Quote Kong title card' });
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(preview()).toBeNull();
  });

  it('falls back to the focused entry when the pointer leaves', async () => {
    render(<WorkList projects={projects} />);
    act(() => links()[0]!.focus());
    fireEvent.pointerOver(links()[1]!);
    await screen.findByRole('img', { name: 'Airplane Identification title card' });
    fireEvent.pointerLeave(screen.getByRole('list'), { pointerType: 'mouse' });
    await screen.findByRole('img', { name: 'Quote Kong title card' });
  });

  it('keeps a touched entry’s image after the finger lifts, until something else is touched', async () => {
    render(<WorkList projects={projects} />);
    fireEvent.pointerOver(links()[1]!, { pointerType: 'touch' });
    await screen.findByRole('img', { name: 'Airplane Identification title card' });
    fireEvent.pointerLeave(screen.getByRole('list'), { pointerType: 'touch' });
    expect(preview()).not.toBeNull();
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(preview()).toBeNull();
  });

  it('warms the cache with every preview once idle after waking', () => {
    vi.useFakeTimers();
    render(<WorkList projects={projects} />);
    expect(decoded).toEqual([]);
    act(() => vi.advanceTimersByTime(2500));
    expect(decoded).toEqual(['/_astro/kong-480.webp', '/_astro/plane-480.webp']);
  });
});
