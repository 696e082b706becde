// Typed linting (typescript-eslint with the project's tsconfig): only the promise rules, so an
// unawaited promise, an async function passed where a void callback is expected, or an unused
// variable fails `npm test`; and React's hook rules on the client.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.wrangler/',
      'test-results/',
      'playwright-report/',
      'worker/generated/',
      'worker/worker-configuration.d.ts',
      'worker/lib/env.generated.d.ts',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A leading underscore marks a value left out on purpose (e.g. `const { secret: _secret, ...rest } = x`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // React's own hook rules on the client: hooks only at the top level, and every value an effect,
  // memo or callback reads is in its dependencies (a stale closure fails `npm run lint`).
  {
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // No API the installed libraries or the DOM mark deprecated (a successor exists; where none does, an inline disable says why).
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
)
