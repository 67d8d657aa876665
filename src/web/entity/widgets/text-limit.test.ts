import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../../../domain/core/validation/entity-schema';
import { i18n } from '../../app/i18n';
import { textLengthLimit, tooLongText } from './text-limit';

const line = { kind: 'string' as const };
const text = { kind: 'text' as const };

describe('text length limit', () => {
  it('is the shared schema\'s limit: the longest text passes, one more character does not', () => {
    for (const field of [line, text]) {
      const max = textLengthLimit(field);
      expect(fieldSchema(field).safeParse('x'.repeat(max)).success).toBe(true);
      expect(fieldSchema(field).safeParse('x'.repeat(max + 1)).success).toBe(false);
    }
  });
  it('names the limit and the length in the user\'s language (a 6,900-character name)', async () => {
    await i18n.changeLanguage('en');
    expect(tooLongText(line, 'x'.repeat(6900), i18n.t, 'en')).toBe('At most 2,000 characters; 6,900 typed');
    await i18n.changeLanguage('ru');
    expect(tooLongText(line, 'x'.repeat(6900), i18n.t, 'ru')).toBe('Не более 2\u00a0000 символов; введено 6\u00a0900');
    expect(tooLongText(line, 'x'.repeat(2000), i18n.t, 'ru')).toBeNull();
    await i18n.changeLanguage('en');
  });
});
