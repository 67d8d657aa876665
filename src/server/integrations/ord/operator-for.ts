/** The operator client for a record's registry API choice (Order.ord, `?api=` of to_erir). */
import { readOrdConfig, type OrdApi, type OrdConfig } from './config';
import type { OrdOperator } from './operator';
import { otmOperator } from './otm/otm-operator';
import { ozonOperator } from './ozon/ozon-operator';
import { vkOperator } from './vk/vk-operator';

export function operatorFor(api: OrdApi, config: OrdConfig = readOrdConfig(api)): OrdOperator {
  switch (api) {
    case 'VK':
      return vkOperator(config);
    case 'OZON':
      return ozonOperator(config);
    case 'OTM':
      return otmOperator();
  }
}
