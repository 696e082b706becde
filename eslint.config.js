// Typed linting (typescript-eslint with the project's tsconfig): only the promise rules, so an
// unawaited promise, an async function passed where a void callback is expected, or an unused
// variable fails `npm test`.
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.wrangler/', 'test-results/', 'playwright-report/', 'worker/generated/', 'worker/worker-configuration.d.ts', '**/*.mjs', '**/*.js'] },
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
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
)
