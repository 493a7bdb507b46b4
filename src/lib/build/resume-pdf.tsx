/**
 * The resume as a PDF, made at build time from the same view as /resume (src/lib/resume-view.ts),
 * with @react-pdf/renderer: real text (selectable, searchable), K2D embedded with the glyphs it
 * sets (src/lib/resume-fonts.ts), and links that work. Served at /resume.pdf unless the owner
 * keeps a PDF of their own (src/pages/resume.pdf.ts).
 */
import { Document, Font, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { lightColours } from '../../styles/tokens.ts';
import { resumeSectionIds } from '../markup/element-ids.ts';
import { resumeFontFamily, resumeFontFiles, resumeFontPath } from './resume-fonts.ts';
import type { ResumeEntry, ResumeSection, ResumeView } from '../content/resume-view.ts';

Font.register({
  family: resumeFontFamily,
  fonts: (Object.keys(resumeFontFiles) as unknown as (keyof typeof resumeFontFiles)[]).map((weight) => ({
    src: resumeFontPath(weight),
    fontWeight: Number(weight),
  })),
});
// Words are never split with a hyphen: a name or a technology reads (and is found) whole.
Font.registerHyphenationCallback((word) => [word]);

/** Paper by the owner's country: Letter where it is the norm (the US and Canada), A4 elsewhere. */
export const paperFor = (countryCode: string | undefined): 'A4' | 'LETTER' =>
  countryCode && ['US', 'CA'].includes(countryCode.toUpperCase()) ? 'LETTER' : 'A4';

// The site's light colours: print is paper.
const colour = {
  text: lightColours.text,
  muted: lightColours.textMuted,
  accent: lightColours.primaryText,
  rule: '#CBD5E0',
};

const styles = StyleSheet.create({
  page: {
    fontFamily: resumeFontFamily,
    fontSize: 9.5,
    color: colour.text,
    paddingTop: 40,
    paddingBottom: 48,
    paddingHorizontal: 44,
  },
  // Not the page's: a line height the page number inherits keeps it from being drawn (react-pdf 4.9).
  body: { fontSize: 9.5, lineHeight: 1.35 },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.15 },
  label: { fontSize: 11.5, fontWeight: 600, color: colour.accent, marginTop: 2 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: colour.muted },
  contactItem: { marginRight: 10 },
  link: { color: colour.accent, textDecoration: 'none' },
  summary: { marginTop: 10 },
  section: { marginTop: 14 },
  heading: {
    fontSize: 10,
    fontWeight: 700,
    letterSpacing: 0.8,
    textTransform: 'uppercase',
    color: colour.accent,
    paddingBottom: 3,
    marginBottom: 6,
    borderBottomWidth: 0.75,
    borderBottomColor: colour.rule,
  },
  entry: { marginBottom: 8 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  title: { fontWeight: 700, fontSize: 10.5, flexShrink: 1, paddingRight: 8 },
  dates: { color: colour.muted, flexShrink: 0 },
  organisation: { fontWeight: 600 },
  muted: { color: colour.muted },
  bullet: { flexDirection: 'row', marginTop: 1.5 },
  bulletMark: { width: 10, color: colour.muted },
  bulletText: { flex: 1 },
  line: { marginBottom: 3 },
  footer: { position: 'absolute', bottom: 22, left: 44, fontSize: 8, color: colour.muted },
  pageNumber: { position: 'absolute', bottom: 22, right: 44, fontSize: 8, color: colour.muted },
});

/** Text that is a link where there is an address. */
const Linked = ({ href, children }: { href?: string | undefined; children: ReactNode }) =>
  href ? (
    <Link src={href} style={styles.link}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );

function Entry({ entry }: { entry: ResumeEntry }) {
  const where = [entry.location].filter(Boolean);
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryHead}>
        <Text style={styles.title}>
          {entry.title && <Linked href={entry.titleHref}>{entry.title}</Linked>}
        </Text>
        {entry.dates && <Text style={styles.dates}>{entry.dates}</Text>}
      </View>
      {(entry.organisation || where.length > 0) && (
        <Text>
          {entry.organisation && (
            <Text style={styles.organisation}>
              <Linked href={entry.organisationHref}>{entry.organisation}</Linked>
            </Text>
          )}
          {entry.organisation && where.length > 0 && ' · '}
          {where.length > 0 && <Text style={styles.muted}>{where.join(' · ')}</Text>}
        </Text>
      )}
      {entry.note && <Text style={styles.muted}>{entry.note}</Text>}
      {entry.summary && <Text>{entry.summary}</Text>}
      {entry.highlights.map((highlight) => (
        <View style={styles.bullet} key={highlight}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{highlight}</Text>
        </View>
      ))}
      {entry.keywords.length > 0 && (
        <Text style={styles.muted}>
          {entry.keywordsLabel ? `${entry.keywordsLabel}: ` : ''}
          {entry.keywords.join(' · ')}
        </Text>
      )}
    </View>
  );
}

/** A skill, a language, an interest: one line. */
function Line({ entry }: { entry: ResumeEntry }) {
  return (
    <Text style={styles.line}>
      <Text style={styles.organisation}>{entry.title}</Text>
      {entry.note && <Text style={styles.muted}> ({entry.note})</Text>}
      {entry.keywords.length > 0 && `: ${entry.keywords.join(', ')}`}
    </Text>
  );
}

function Section({ section }: { section: ResumeSection }) {
  const [first, ...rest] = section.entries;
  const Item = section.layout === 'lines' ? Line : Entry;
  return (
    <View style={styles.section}>
      {/* The heading stays with the section's first entry, never alone at a page's foot. */}
      <View wrap={false}>
        <Text style={styles.heading}>{section.heading}</Text>
        {first && <Item entry={first} />}
      </View>
      {rest.map((entry, index) => (
        <Item entry={entry} key={index} />
      ))}
    </View>
  );
}

/** The resume's document, for `renderToBuffer`. */
export function ResumeDocument({ view, paper }: { view: ResumeView; paper: 'A4' | 'LETTER' }) {
  const contact: { text: string; href?: string | undefined }[] = [
    { text: view.email, href: `mailto:${view.email}` },
    ...(view.phone ? [{ text: view.phone.label, href: view.phone.href }] : []),
    ...(view.location ? [{ text: view.location }] : []),
    ...(view.website ? [{ text: view.website.label, href: view.website.href }] : []),
    ...view.profiles.map((profile) => ({ text: profile.label, href: profile.href })),
  ];
  return (
    <Document
      title={`${view.name} — Resume`}
      author={view.name}
      subject={view.label}
      keywords={view.sections
        .filter((section) => section.id === resumeSectionIds.skills)
        .flatMap((section) => section.entries.flatMap((entry) => entry.keywords))
        .join(', ')}
      creator={view.name}
      language="en"
    >
      <Page size={paper} style={styles.page}>
        <View style={styles.body}>
          <Text style={styles.name}>{view.name}</Text>
          <Text style={styles.label}>{view.label}</Text>
          <View style={styles.contact}>
            {contact.map((item) => (
              <Text style={styles.contactItem} key={item.text}>
                <Linked href={item.href}>{item.text}</Linked>
              </Text>
            ))}
          </View>
          {view.summary && <Text style={styles.summary}>{view.summary}</Text>}
          {view.sections.map((section) => (
            <Section section={section} key={section.id} />
          ))}
        </View>
        {/* On every page. The number is an element of its own: inside another, it is not drawn. */}
        <Text style={styles.footer} fixed>
          {view.name} — Resume
        </Text>
        <Text
          style={styles.pageNumber}
          fixed
          render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`}
        />
      </Page>
    </Document>
  );
}

/** The resume's PDF bytes. */
export async function renderResumePdf(view: ResumeView, countryCode?: string): Promise<Buffer> {
  return renderToBuffer(<ResumeDocument view={view} paper={paperFor(countryCode)} />);
}
