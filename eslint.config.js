// One linter for the whole codebase, zero warnings allowed (npm run lint).
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  // Imports point one way (CONTRIBUTING.md): pages, layouts, components and islands use lib; lib
  // uses styles' tokens; styles use nothing of the site's; nothing the site runs uses scripts/ or tests/.
  ...oneWay('src/lib/**', ['components', 'islands', 'pages', 'layouts', 'integrations']),
  ...oneWay('src/styles/**', ['lib', 'components', 'islands', 'pages', 'layouts', 'integrations']),
  ...oneWay('src/{components,islands,pages,layouts,integrations}/**', []),
  ...oneWay('content-schemas/**', []),
);

/** Files under `files` may not import from those folders of src/, nor from scripts/ or tests/. */
function oneWay(files, folders) {
  const group = [...folders.map((folder) => `**/${folder}/**`), '**/scripts/**', '**/tests/**'];
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
