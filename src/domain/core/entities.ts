/** Every declared entity, in dependency order (referenced tables first). */
import type { AnyEntity } from './entity';
import { user } from '../accounts/accounts';
import { brand, brandArea, brandVertical, client, holding, legalEntity, pipeOrganization } from '../counterparties/counterparties';
import { creative, creativeStatistic } from '../creatives';
import { platform } from '../domains/platforms';
import { erirAct, erirActItem, erirStatistic } from '../registry-acts';
import { contract, originalContract } from '../sales/contracts';
import { invoice } from '../sales/invoices';
import { accountsReceivable, order } from '../sales/orders';
import { product } from '../sales/products';
import { billingInfoPreset, btUrl, country, department, kktu, organisation, productFormat } from '../reference/reference';

export const entities: AnyEntity[] = [
  department,
  country,
  organisation,
  billingInfoPreset,
  user,
  productFormat,
  kktu,
  btUrl,
  pipeOrganization,
  holding,
  client,
  brandArea,
  brand,
  brandVertical,
  legalEntity,
  platform,
  contract,
  originalContract,
  order,
  product,
  invoice,
  accountsReceivable,
  creative,
  creativeStatistic,
  erirAct,
  erirActItem,
  erirStatistic,
];

export const entitiesByName: Record<string, AnyEntity> = Object.fromEntries(entities.map((e) => [e.name, e]));

export function entityByName(name: string): AnyEntity {
  const entity = entitiesByName[name];
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}
