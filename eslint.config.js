// Lint rules of the house (STYLE.md): type-only imports, and no `node:fs` outside the
// sandbox, because the sandbox is the only code allowed to touch the backing directory.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const fsBan = {
  paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map((name) => ({
    name,
    message:
      'Store I/O goes through src/sandbox (SPEC: the store is the one gateway; openat2 keeps every path beneath the root).',
  })),
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'store/**', 'mnt/**', 'scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['src/**/*.ts', 'mcp/**/*.ts', 'fuse/**/*.ts'],
    // fuse/device.ts reads and writes the FUSE device and makes the mountpoint: no store I/O.
    ignores: ['src/sandbox/**', 'fuse/device.ts'],
    rules: { 'no-restricted-imports': ['error', fsBan] },
  },
);
