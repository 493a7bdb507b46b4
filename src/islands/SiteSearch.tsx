import { useEffect, useState, type ReactNode } from 'react';
import type { Found } from '../lib/browser/search.ts';
import { searchIds } from '../lib/markup/element-ids.ts';
import type { SearchKind } from '../lib/markup/search-index.ts';
import * as styles from './SiteSearch.css.ts';

/** The words the search says, in the page's language (src/words/), passed in by SiteSearch.astro. */
export interface SearchLabels {
  loading: string;
  failed: string;
  /** "Nothing found for “kotlin”.": `{query}` filled in. */
  noResults: string;
  /** "3 results for “kotlin”.", a form for each plural category of the page's language: `{count}` and `{query}` filled in. */
  results: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  resultsName: string;
  kinds: Record<SearchKind, string>;
}

interface Props {
  /** The index's address, under the base. */
  indexUrl: string;
  labels: SearchLabels;
  /** The form with its field and button: static HTML from SiteSearch.astro, there before any script. */
  form?: ReactNode;
}

type Find = (query: string) => Found[];

/**
 * A language's plural rules and number format, made once for the page rather than at each keystroke:
 * making one loads the language's data (src/lib/browser/gallery.ts).
 */
const formatsByLanguage = new Map<string, { plurals: Intl.PluralRules; numbers: Intl.NumberFormat }>();

function formatsFor(lang: string) {
  let formats = formatsByLanguage.get(lang);
  if (!formats) {
    formats = { plurals: new Intl.PluralRules(lang), numbers: new Intl.NumberFormat(lang) };
    formatsByLanguage.set(lang, formats);
  }
  return formats;
}

/** The status after a search: the form for `count` in the page's language, `{count}` and `{query}` filled in. */
function resultsText(labels: SearchLabels, count: number, query: string): string {
  const { plurals, numbers } = formatsFor(document.documentElement.lang);
  const form =
    count === 0 ? labels.noResults : (labels.results[plurals.select(count)] ?? labels.results.other);
  return form.replace('{count}', numbers.format(count)).replace('{query}', query);
}

/**
 * The search of /search. The form is static HTML (SiteSearch.astro): a visitor may type before any
 * script. The island wakes as the visitor reaches for it (client:interaction) and only then fetches
 * the search's code and the index (src/lib/browser/search.ts): no page fetches anything for search
 * before. Each change of the query lists what it finds, best first, each a link with its kind and the
 * passage found, and says how many in a live region, which a screen reader reads out. Tab goes from
 * the field to the results; the form's button (or Enter) takes focus to the first of them.
 */
export default function SiteSearch({ indexUrl, labels, form }: Props) {
  const [find, setFind] = useState<Find | 'loading' | 'failed'>('loading');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const field = document.getElementById(searchIds.field) as HTMLInputElement | null;
    if (!field?.form) return;
    const searchForm = field.form;
    const typed = () => setQuery(field.value);
    // The query is searched as it is typed; sent, it leads on to what it found.
    const sent = (event: SubmitEvent) => {
      event.preventDefault();
      document.querySelector<HTMLAnchorElement>(`.${styles.results} a`)?.focus();
    };
    typed(); // What the visitor typed before the island woke.
    field.addEventListener('input', typed);
    searchForm.addEventListener('submit', sent);
    let current = true;
    import('../lib/browser/search.ts')
      .then(({ loadSearch }) => loadSearch(indexUrl))
      .then(
        (loaded) => current && setFind(() => loaded),
        () => current && setFind('failed'),
      );
    return () => {
      current = false;
      field.removeEventListener('input', typed);
      searchForm.removeEventListener('submit', sent);
    };
  }, [indexUrl]);

  const trimmed = query.trim();
  const found = typeof find === 'function' && trimmed ? find(trimmed) : [];
  const count = found.length;
  const status =
    find === 'failed'
      ? labels.failed
      : !trimmed
        ? ''
        : find === 'loading'
          ? labels.loading
          : resultsText(labels, count, trimmed);

  return (
    <div className={styles.search}>
      {form}
      <p id={searchIds.status} className={styles.status} role="status">
        {status}
      </p>
      {count > 0 && (
        <ol className={styles.results} aria-label={labels.resultsName}>
          {found.map(({ document, excerpt }) => (
            <li key={document.url} className={styles.result}>
              <span className={styles.kind}>{labels.kinds[document.kind]}</span>
              <a className={styles.link} href={document.url}>
                {document.title}
              </a>
              <p className={styles.excerpt}>
                {excerpt.map((segment, index) =>
                  segment.match ? (
                    <mark key={index} className={styles.mark}>
                      {segment.text}
                    </mark>
                  ) : (
                    <span key={index}>{segment.text}</span>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
