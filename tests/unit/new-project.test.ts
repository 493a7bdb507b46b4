import { describe, expect, it } from 'vitest';
import { slugify } from '../../scripts/new-project.ts';

describe('slugify', () => {
  it.each([
    ['Orbit Tracker', 'orbit-tracker'],
    ['  orbit   TRACKER! ', 'orbit-tracker'],
    ['Café Órbita: Rides & Routes', 'cafe-orbita-rides-and-routes'],
    ["Sam's App", 'sams-app'],
    ['ViB Digital', 'vib-digital'],
    ['日本語', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
