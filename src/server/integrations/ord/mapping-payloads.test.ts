/**
 * Every payload the VK and Ozon mappings build, one record of each kind, against the one taken
 * before the registry's kinds moved into the area manifests: a kind's payload may not change
 * when where it is declared does.
 */
import { expect, it } from 'vitest';
import * as sample from '../../../../dev/testing/ord-samples';
import { ordExternalId, ordObjectKinds } from './external-ids';
import type { OrdActInput, OrdContractInput } from './records';
import { vkContract, vkCreative, vkDataType, vkInvoice, vkPad, vkPerson, vkStatistics } from './vk/vk-mapping';
import { ozonContract, ozonCreative, ozonCreativeLinks, ozonInvoice, ozonOrganisation, ozonOwnerLink, ozonPlatform, ozonStatistics } from './ozon/ozon-mapping';
import { ozonInfoPath } from './ozon/ozon-operator';

const buyingContract = { id: 12, organisation: 4, legalEntity: 17, number: 'П-12', date: '2025-02-01' };

const contracts = [
  { kind: 'contract', record: sample.serviceContract },
  { kind: 'contract', record: { ...sample.serviceContract, id: 6, type: 'ADDITIONAL', parentContract: 5, price: null } },
  { kind: 'originalContract', record: sample.intermediaryOriginal },
  { kind: 'originalContract', record: { ...sample.intermediaryOriginal, id: 10, type: 'ADDITIONAL', parentContractId: 9 } },
  { kind: 'publisherContract', record: buyingContract },
  { kind: 'dspContract', record: { ...buyingContract, id: 13 } },
] as OrdContractInput[];

const buyingAct: OrdActInput = {
  ...sample.act,
  id: 14,
  kind: 'publisherAct',
  contractId: 12,
  contractKind: 'publisherContract',
  commission: null,
  clientRole: 'ors',
  contractorRole: 'publisher',
  items: [{ originalContractId: 9, amount: { withoutVat: 1000, vatRate: 20 }, creatives: [] }],
};

const acts: OrdActInput[] = [
  sample.act,
  { ...sample.act, id: 15, commission: { withoutVat: 2500, vatRate: null }, amount: { withoutVat: 25000, vatRate: null } },
  buyingAct,
  { ...buyingAct, id: 16, kind: 'dspAct', contractId: 13, contractKind: 'dspContract' },
];

/** Tables by kind in the kinds' alphabetical order (the order they are declared in is not a payload). */
const byKind = (entries: Array<[string, string]>) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

const parties = [sample.advertiser, sample.soleProprietor, sample.foreignPerson, sample.ourOrganisation];

it('builds the same payload for every kind as before', async () => {
  const payloads = {
    externalIds: byKind(ordObjectKinds.map((kind) => [kind, ordExternalId(kind, 1)])),
    vkDataType: byKind(Object.entries(vkDataType)),
    ozonInfoPath: byKind(Object.entries(ozonInfoPath)),
    vk: {
      parties: parties.map(vkPerson),
      contracts: contracts.map(vkContract),
      platform: vkPad(sample.platform),
      creatives: [sample.creative, sample.banner].map(vkCreative),
      acts: acts.map(vkInvoice),
      statistics: vkStatistics(sample.statistics),
    },
    ozon: {
      parties: parties.map(ozonOrganisation),
      contracts: contracts.map(ozonContract),
      platform: [ozonPlatform(sample.platform), ozonOwnerLink(sample.platform)],
      creatives: [sample.creative, sample.banner].map(ozonCreative),
      acts: acts.map((act) => [ozonInvoice(act), ozonCreativeLinks(act)]),
      statistics: ozonStatistics(sample.statistics),
    },
  };
  await expect(JSON.stringify(payloads, null, 1)).toMatchFileSnapshot('./__snapshots__/mapping-payloads.json');
});
