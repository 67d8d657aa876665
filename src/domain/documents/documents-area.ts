/** The documents area: printed documents of orders. */
import { defineArea, actionsOf } from '../core/area';
import * as actions from './document-actions';
import { documentsEn } from './documents-en';
import { documentsRu } from './documents-ru';
import { documentsRefusals } from './documents-refusals';
import { documentsRefusalsRu } from './documents-refusals-ru';

export const documentsArea = defineArea({
  name: 'documents',
  entities: [],
  actions: actionsOf(actions),
  refusals: documentsRefusals,
  refusalsRu: documentsRefusalsRu,
  messages: { en: documentsEn, ru: documentsRu },
  tasks: {
    'documents.generate': 'orders.documents',
  },
  floors: { server: true, web: false },
});
