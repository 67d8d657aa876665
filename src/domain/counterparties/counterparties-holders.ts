/** How a refused delete counts the counterparties area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const counterpartiesHolders: HolderNames = {
  en: {
    holding: ['holding', 'holdings'],
    client: ['client', 'clients'],
    brand: ['brand', 'brands'],
    brandVertical: ['vertical', 'verticals'],
    legalEntity: ['legal entity', 'legal entities'],
    pipeOrganization: ['pipe organisation', 'pipe organisations'],
    brandArea: ['brand area', 'brand areas'],
  },
  ru: {
    holding: ['холдинг', 'холдинга', 'холдингов'],
    client: ['клиент', 'клиента', 'клиентов'],
    brand: ['бренд', 'бренда', 'брендов'],
    brandVertical: ['вертикаль', 'вертикали', 'вертикалей'],
    legalEntity: ['юрлицо', 'юрлица', 'юрлиц'],
    pipeOrganization: ['организация в воронке', 'организации в воронке', 'организаций в воронке'],
    brandArea: ['область бренда', 'области брендов', 'областей брендов'],
  },
};
