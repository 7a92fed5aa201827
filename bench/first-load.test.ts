import { describe, expect, it } from 'vitest';
import { firstLoadFiles, overBudget } from './first-load';

describe('first-load budget', () => {
  const budget = { '/page': { brotliBytes: 100_000, requests: 20 } };

  it('passes a page up to 10 % over its budget', () => {
    expect(overBudget([{ page: '/page', brotliBytes: 110_000, requests: 22 }], budget)).toEqual([]);
  });

  it('fails a page whose brotli bytes or requests grow more than 10 %', () => {
    expect(overBudget([{ page: '/page', brotliBytes: 110_001, requests: 20 }], budget)).toHaveLength(1);
    expect(overBudget([{ page: '/page', brotliBytes: 90_000, requests: 23 }], budget)).toHaveLength(1);
  });

  it('fails a page with no recorded budget', () => {
    expect(overBudget([{ page: '/new', brotliBytes: 1, requests: 1 }], budget)).toHaveLength(1);
  });
});

describe('first-load files', () => {
  it("counts the entry's and the routes' static imports once each, not their lazy imports", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['r.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
      'r.tsx': { file: 'assets/r.js', imports: ['_shared.js', '_vendor.js'], dynamicImports: ['dialog.tsx'] },
      'dialog.tsx': { file: 'assets/dialog.js' },
    };
    expect(firstLoadFiles(manifest, ['r.tsx']).sort()).toEqual([
      'assets/index.js',
      'assets/r.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });
});
