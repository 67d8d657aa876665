/**
 * The test data browser tests build through the API as the admin, in one place: a record made
 * by a POST (201 expected), and the sales world an order needs (a client, its legal entity, a
 * brand with its pipe organisation and vertical, a product format and a contract), named from
 * one unique prefix so that tests can find their own rows.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, unique } from './fixtures';

export type Created = { id: number } & Record<string, unknown>;

/** POST `data` to `/api/<path>`; the answer must be 201. */
export async function created(api: APIRequestContext, path: string, data: Record<string, unknown>): Promise<Created> {
  const answer = await api.post(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

export interface Named {
  id: number;
  name: string;
}

export interface World {
  /** The signed-in admin: responsible for the contract and the orders. */
  me: { id: number; department: number | null };
  /** The unique text every name here starts from. */
  name: string;
  client: Named;
  legalEntity: Named;
  brand: Named;
  vertical: Named;
  format: Named;
  contract: { id: number };
  /** The client's holding, when asked for. */
  holding: Named | null;
}

export interface WorldOptions {
  /** The client's name (default: the unique name itself); `holding` puts it in a new holding `Holding <name>`. */
  client?: { name?: (name: string) => string; holding?: boolean };
  /** The legal entity's short and full names from the unique name (default `LE <name>`, `OOO <name>`). */
  legalEntity?: { name?: (name: string) => string; fullname?: (name: string) => string };
  /** Contract terms beside the defaults (dated 2026-01-10, number C-1, price 0). */
  contract?: Record<string, unknown>;
}

/** A new sales world under a unique name starting with `prefix`. */
export async function salesWorld(api: APIRequestContext, prefix: string, options: WorldOptions = {}): Promise<World> {
  const me = (await (await api.get('/api/accounts/current/')).json()) as World['me'];
  const name = unique(prefix);
  const clientName = options.client?.name?.(name) ?? name;
  const holding = options.client?.holding ? await created(api, 'holdings/', { name: `Holding ${name}` }) : null;
  const client = await created(api, 'clients/', { name: clientName, type: 'DIRECT', user: me.id, ...(holding ? { holding: holding.id } : {}) });
  const entityName = options.legalEntity?.name?.(name) ?? `LE ${name}`;
  const legalEntity = await created(api, 'legal_entities/', {
    fullname: options.legalEntity?.fullname?.(name) ?? `OOO ${name}`,
    name: entityName,
    legalForm: 'LEGAL',
    client: client.id,
    billingInfo: { inn: '7701234567' },
  });
  const pipe = await created(api, 'brands/pipe/', { name: `CRM ${name}` });
  const brand = await created(api, 'brands/', { name: `Brand ${name}`, pipeOrganization: pipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: `Vertical ${name}`, brand: brand.id });
  const format = await created(api, 'products/formats/', { name: `Format ${name}` });
  const contract = await created(api, 'contracts/', {
    responsible: me.id,
    legalEntity: legalEntity.id,
    client: client.id,
    date: '2026-01-10',
    type: 'SERVICE',
    subject: 'REPRESENTATION',
    price: 0,
    number: 'C-1',
    ...options.contract,
  });
  return {
    me,
    name,
    client: { id: client.id, name: clientName },
    legalEntity: { id: legalEntity.id, name: entityName },
    brand: { id: brand.id, name: `Brand ${name}` },
    vertical: { id: vertical.id, name: `Vertical ${name}` },
    format: { id: format.id, name: `Format ${name}` },
    contract: { id: contract.id },
    holding: holding && { id: holding.id, name: `Holding ${name}` },
  };
}

/** An order of the world (named by it, on its contract, the admin responsible); `extra` adds or overrides. */
export function worldOrder(api: APIRequestContext, w: World, extra: Record<string, unknown> = {}): Promise<Created> {
  return created(api, 'orders/', {
    name: w.name,
    client: w.client.id,
    legalEntity: w.legalEntity.id,
    contract: w.contract.id,
    brand: w.brand.id,
    vertical: w.vertical.id,
    site: 'https://acme.example',
    department: 1,
    responsible: w.me.id,
    ...extra,
  });
}
