/**
 * The domain inventory's declarations (spec 1 §2 "Platform table and editor", §3, §5; spec 2
 * §2.1, §3): so far the platforms, the sites ads run on. A platform is reported to the registry
 * (ERIR) as a pad; the registry area writes its operator ids (`otmId`, `ozonId`, `vkId`). The
 * registry finds an order's platform by the host of the order's site, so a domain is stored in
 * lower case and names one platform only.
 */
import { defineEntity } from '../core/entity';
import { registryFields } from '../registry/registry-fields';

export const platformNameTaken = 'A platform with this domain already exists';

export const platform = defineEntity({
  name: 'platform',
  area: 'domains',
  path: 'domains/platforms/',
  table: 'platforms',
  display: 'name',
  defaultOrdering: ['name'],
  // spec 1 §2: the table is not edited inline and its menu has no delete; a platform the registry knows stays.
  access: { delete: 'admin' },
  editor: { mode: 'page', noDelete: true },
  listView: { noDelete: true },
  fields: {
    name: { kind: 'string', required: true, trim: true, rules: ['domainName'], index: true, unique: platformNameTaken, label: 'fields.domain' },
    ...registryFields('platform', ['name']),
  },
  // Domains are case-insensitive: one spelling, so that `Example.com` and `example.com` are one platform.
  normalize: (model) => (typeof model.name === 'string' && model.name !== model.name.toLowerCase() ? { name: model.name.toLowerCase() } : {}),
});
