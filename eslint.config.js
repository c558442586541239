// ESLint: the house rule that matters most here is that no promise is left floating (an unawaited
// write that fails silently loses data). Typed linting, so it sees which calls return promises.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'admin/dist', 'data', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
);
