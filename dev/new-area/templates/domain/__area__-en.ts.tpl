/** English texts of __Title__. */
import type { Catalogue } from '../core/i18n/messages';
import { __areaCamel__Messages } from './__area__-actions';

export const __areaCamel__En: Catalogue = {
  '__Title__': '__Title__',
  'entities.__entity__': '__EntityTitle__',
  'fields.note': 'Note',
  [__areaCamel__Messages.copy]: 'Copy',
  [__areaCamel__Messages.copied]: '__EntityTitle__ copied',
  [__areaCamel__Messages.confirmCopy]: 'Copy the __entityLower__?',
};
