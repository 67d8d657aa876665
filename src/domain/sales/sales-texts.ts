/** The sales area's interface texts in both languages, gathered for its manifest. */
import type { Catalogue } from '../core/i18n/messages';
import { salesEn } from './sales-en';
import { salesTermsEn } from './sales-refusals';
import { salesRu } from './sales-ru';

export const salesTexts: { en: Catalogue; ru: Catalogue } = {
  en: { ...salesEn, ...salesTermsEn },
  ru: salesRu,
};
