import { describe, expect, it } from 'vitest';
import { customListSites } from './custom-list';

describe('customListSites', () => {
  it('reads one site a line or comma-separated, without scheme, www. and path, once each', () => {
    expect(customListSites('https://www.A.example/x\nb.example, c.example;;\n a.example \n\nnot a site')).toEqual(['a.example', 'b.example', 'c.example', 'not a site']);
    expect(customListSites(' ,\n ')).toEqual([]);
  });
});
