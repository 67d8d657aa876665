import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('API addresses', () => {
  it('are built only by the data provider (src/web/data)', () => {
    const outside = sources(webRoot).filter((path) => !relative(webRoot, path).startsWith('data'));
    const offenders = outside.filter((path) => {
      const text = readFileSync(path, 'utf8');
      // '/api/' in code, or an address made of an entity's path: `${entity.path}${id}/`, `${entity.path}short/`.
      return /['"`]\/api\//.test(text) || /\$\{[\w.]*\.path\}(\$\{|[a-z_]+\/)/.test(text) || /import \{[^}]*\brequest\b[^}]*\} from '[./]*app\/api'/.test(text);
    });
    expect(offenders.map((path) => relative(webRoot, path))).toEqual([]);
  });
});
