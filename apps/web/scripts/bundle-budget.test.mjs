import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipSize, initialFiles, measurePage } from './bundle-budget.mjs';

// The shape `vite build` writes: the app's entry, a login page and a dashboard page that share a form chunk, a
// React chunk both the entry and the pages import, a rich editor only the dashboard loads later, and a second
// HTML page with an entry of its own.
const manifest = {
  'sign-in.html': { file: 'assets/signIn-s9.js', isEntry: true, imports: ['_form-d4.js'] },
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['src/features/auth/LoginPage.tsx', 'src/features/dashboard/DashboardPage.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_form-d4.js': { file: 'assets/form-d4.js', imports: ['_react-b2.js'] },
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-e5.js',
    isDynamicEntry: true,
    imports: ['_form-d4.js', '_react-b2.js'],
  },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-f6.js',
    isDynamicEntry: true,
    imports: ['_form-d4.js', '_chart-g7.js'],
    dynamicImports: ['src/components/RichEditor.tsx'],
  },
  '_chart-g7.js': { file: 'assets/chart-g7.js' },
  'src/components/RichEditor.tsx': { file: 'assets/RichEditor-h8.js', isDynamicEntry: true },
};

describe('the JavaScript a first visit downloads', () => {
  it('is the entry, the page’s chunk and what either imports statically, each once, without CSS', () => {
    expect(initialFiles(manifest, ['index.html', 'src/features/auth/LoginPage.tsx']).sort()).toEqual([
      'assets/LoginPage-e5.js',
      'assets/form-d4.js',
      'assets/index-a1.js',
      'assets/react-b2.js',
    ]);
  });

  it('leaves out other pages and what a page only imports dynamically', () => {
    const dashboard = initialFiles(manifest, ['index.html', 'src/features/dashboard/DashboardPage.tsx']);
    expect(dashboard).toContain('assets/chart-g7.js');
    expect(dashboard).not.toContain('assets/RichEditor-h8.js');
    expect(dashboard).not.toContain('assets/LoginPage-e5.js');
  });

  it('counts only the entry of the page named, not the other HTML page’s', () => {
    expect(initialFiles(manifest, ['sign-in.html']).sort()).toEqual([
      'assets/form-d4.js',
      'assets/react-b2.js',
      'assets/signIn-s9.js',
    ]);
    expect(initialFiles(manifest, ['index.html'])).not.toContain('assets/signIn-s9.js');
  });

  it('refuses a page the manifest does not know, so a renamed page cannot pass the check unmeasured', () => {
    expect(() => initialFiles(manifest, ['login.html'])).toThrow(/login.html is not/);
  });

  describe('measured on a built folder', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'quillbid-budget-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('adds up the gzipped size of each file, largest first', async () => {
      mkdirSync(path.join(dist, '.vite'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      const contents = {
        'assets/index-a1.js': 'export const app = 1;',
        'assets/react-b2.js': `export const react = ${JSON.stringify('react '.repeat(500))};`,
        'assets/form-d4.js': `export const form = ${JSON.stringify('form-state-0123456789'.repeat(40))};`,
        'assets/LoginPage-e5.js': 'export const login = 2;',
      };
      for (const [file, text] of Object.entries(contents)) writeFileSync(path.join(dist, file), text);

      const { files, total } = await measurePage(dist, ['index.html', 'src/features/auth/LoginPage.tsx']);

      const expected = Object.values(contents).reduce((sum, text) => sum + gzipSize(Buffer.from(text)), 0);
      expect(total).toBe(expected);
      expect(total).toBeLessThan(Object.values(contents).join('').length);
      expect(files.map(({ gzip }) => gzip)).toEqual([...files.map(({ gzip }) => gzip)].sort((a, b) => b - a));
      expect(files).toHaveLength(4);
    });
  });
});
