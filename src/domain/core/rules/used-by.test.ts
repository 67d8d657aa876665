import { describe, expect, it } from 'vitest';
import { en } from '../i18n';
import { englishCount, holdersText, usedByMessage } from './used-by';

describe('the text of a refused delete', () => {
  it('names each holding entity with its count, singular or plural', () => {
    const holders = holdersText(
      [
        { entity: 'order', count: 12 },
        { entity: 'contract', count: 1 },
        { entity: 'legalEntity', count: 3 },
      ],
      englishCount(en),
    );
    expect(usedByMessage.replace('{{holders}}', holders)).toBe('Used by 12 orders, 1 contract, 3 legal entities');
  });
});
