import { z } from 'zod';
import { analyticsSettings } from './analytics.ts';
import { picture, text, type ImageField } from './fields.ts';
import { profileLinks } from './profile-links.ts';

/**
 * The site owner's details: the frontmatter of `src/content/owner/owner.md`. The Markdown body
 * of that file is the bio on /about. Nothing else in the code names the owner.
 */
export const ownerSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z.strictObject({
    /** Full name, used in titles, the logo's accessible name and structured data. */
    name: text('your name'),
    /** The heading on Home, e.g. "Hi, I'm Sam". */
    greeting: text('the greeting heading on Home'),
    /** The subtitle on Home and in page titles. */
    role: text('your role, e.g. "Mobile & Web Developer"'),
    /** A sentence about the site for search results (at most 160 characters). */
    description: text('a one-sentence description of the site').pipe(
      z.string().max(160, 'must be at most 160 characters'),
    ),
    /** The address on /contact and behind every e-mail link. */
    email: z.email('must be an e-mail address, e.g. you@example.com'),
    /** The paragraph above the contact links. */
    contactIntro: text('the introduction on /contact'),
    /**
     * Your profiles and sites, in your order, on /contact, in the menu and the footer, and in
     * search engines' structured data (content-schemas/profile-links.ts).
     */
    links: profileLinks(),
    /** Optional: analytics and field Web Vitals (content-schemas/analytics.ts); off when left out. */
    analytics: analyticsSettings(),
    /**
     * Optional: `true` gives the site search across the projects (and notes) even without a
     * published note; with a published note, search is there anyway. Off when left out.
     */
    search: z.boolean({ error: 'must be true or false (no quotes)' }).optional(),
    /**
     * Optional: `false` takes the accessibility statement (/accessibility, linked from the footer)
     * away. On when left out: it states what the site's own tests prove, nothing more.
     */
    accessibilityStatement: z.boolean({ error: 'must be true or false (no quotes)' }).optional(),
    /** The portrait on /about. */
    photo: picture(image, 'your portrait'),
    /**
     * Optional: your logo, an SVG or PNG beside owner.md (e.g. ./logo.svg), in place of your
     * initials in the header, the splash, the favicon, the app icons and the social cards. It
     * sits on a light tile, so a square logo on a transparent background works best.
     */
    logo: z
      .string({ error: 'must be the path of an SVG or PNG file beside owner.md, e.g. ./logo.svg' })
      .regex(/^\.\/[\w.-]+\.(svg|png)$/i, 'must be an SVG or PNG file beside owner.md, e.g. ./logo.svg')
      .optional(),
    /**
     * The resume /about offers. With resume.json beside this file the site makes the PDF itself and
     * this field is optional; without it, `file` names your PDF.
     */
    resume: z
      .strictObject({
        /** A PDF of your own beside this file, e.g. ./resume.pdf: offered in place of the one made from resume.json. */
        file: z
          .string()
          .regex(/^\.\/[\w.-]+\.pdf$/, 'must be a PDF beside owner.md, e.g. ./resume.pdf')
          .optional(),
        /** The file name the visitor's browser saves it as; made from your name when left out. */
        downloadName: z
          .string()
          .regex(/^[\w.-]+\.pdf$/, 'must be a file name ending in .pdf, e.g. Sam-Lee-Resume.pdf')
          .optional(),
      })
      .optional(),
  });

export type OwnerData = z.output<ReturnType<typeof ownerSchema<z.ZodType>>>;
