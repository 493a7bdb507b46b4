// One linter for the whole codebase, zero warnings allowed (npm run lint).
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders of src/ that make the site's pages, which lib and styles serve. */
const site = ['components', 'islands', 'pages', 'layouts', 'integrations'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['src/islands/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    rules: {
      // Unused names are mistakes, except deliberate placeholders such as `_title`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports point one way (CONTRIBUTING.md): pages, layouts, components, islands and integrations
  // use lib and styles; lib uses styles' tokens; styles use nothing of the site's; nothing the site
  // runs uses scripts/ or tests/. Inside lib: markup (names the markup shares) uses nothing else of
  // lib; content and browser use markup; build uses content, markup and browser; art uses content;
  // fonts (look.ts's fonts, read from their packages) uses nothing else of lib, and build and art use
  // it. What runs in the browser uses nothing of Node.
  ...oneWay('src/lib/markup/**', [...site, 'content', 'browser', 'build', 'art', 'fonts']),
  ...oneWay('src/lib/content/**', [...site, 'browser', 'build', 'art', 'fonts']),
  ...oneWay('src/lib/browser/**', [...site, 'content', 'build', 'art', 'fonts'], ['node:*']),
  ...oneWay('src/lib/build/**', [...site, 'art']),
  ...oneWay('src/lib/fonts/**', [...site, 'markup', 'content', 'browser', 'build', 'art']),
  ...oneWay('src/lib/art/**', [...site, 'browser', 'build']),
  ...oneWay('src/styles/**', ['lib', ...site]),
  ...oneWay('src/{components,islands,pages,layouts,integrations}/**', []),
  // The schemas are the ground floor: they read nothing of the site's.
  ...oneWay('content-schemas/**', ['src']),
);

/** Files under `files` may not import from those folders, nor from scripts/ or tests/, nor `also`. */
function oneWay(files, folders, also = []) {
  const group = [...folders.map((folder) => `**/${folder}/**`), '**/scripts/**', '**/tests/**', ...also];
  return [
    {
      files: [files],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group, message: 'Imports point one way: see "Where things go" in CONTRIBUTING.md.' },
            ],
          },
        ],
      },
    },
  ];
}
