/** The publishers area: publishers, their contracts and sources (SSP, panels, non-media), their invoices. */
import { actionsOf, defineArea } from '../core/area';
import * as actions from './publisher-actions';
import { publisherEntities } from './publisher-entities';
import { publisherInvoice } from './publisher-invoices';
import { publishersEn } from './publishers-en';
import { publishersRu } from './publishers-ru';
import { publishersRefusals } from './publishers-refusals';

export const publishersArea = defineArea({
  name: 'publishers',
  entities: [...publisherEntities, publisherInvoice],
  actions: actionsOf(actions),
  refusals: publishersRefusals,
  messages: { en: publishersEn, ru: publishersRu },
  floors: { server: true, web: true },
});
