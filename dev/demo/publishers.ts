/**
 * The demo's publisher side: sites and networks we buy from, each a legal entity with a
 * publisher contract (our 4th billing organisation, 60 days, VAT 20), a publisher of each type,
 * and their sources: SSP accounts, panel accounts (written as the panel sync writes them: the
 * panel system's fields, no create through the API) and non-media sources with half a year of
 * uploaded monthly figures. Ids are stable per seed, so the analytics rows of the same demo can
 * name them.
 */
import { nonMedia, panel, publisher, publisherContract, ssp } from '../../src/domain/publishers/publisher-entities';
import { roundMoney } from '../../src/domain/core/rules/field-rules';
import { items } from '../../src/server/items/items';
import { systemActor } from '../../src/server/items/system-actor';
import { nonMediaFigures } from '../../src/server/publishers/nonmedia-figures-table';
import type { ServerContext } from '../../src/server/server-context';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import { plusDays } from './demo-calendar';
import { createOrganisation, TaxBook } from './legal-entities';
import { slugOf } from './word-lists';

const siteNames = ['Новости Дня', 'Авто Ревю', 'Кулинарный Блог', 'Спорт Онлайн', 'Погода Плюс', 'Кино Гид', 'Дача и Сад', 'Тех Обзор', 'Мама Клуб', 'Путешествия', 'Финансы Сегодня', 'Игровой Портал'];
const types = ['REGULAR', 'PANEL', 'SSP', 'NON_MEDIA'] as const;

export interface DemoPublishers {
  publishers: number[];
  panels: string[];
  ssps: string[];
  nonMedia: string[];
}

/** One publisher per 25 clients of the demo (3 to 12). */
export const demoPublisherCount = (clients: number) => Math.min(siteNames.length, Math.max(3, Math.round(clients / 25)));

export async function createPublishers(ctx: ServerContext, writer: DemoWriter, plan: DemoPlan, authorId: number | null): Promise<DemoPublishers> {
  const { random } = plan;
  const taxes = new TaxBook();
  const result: DemoPublishers = { publishers: [], panels: [], ssps: [], nonMedia: [] };
  const count = demoPublisherCount(plan.options.clients);
  const signed = plusDays(plan.months[0], -random.int(20, 90));
  for (let index = 0; index < count; index++) {
    const site = siteNames[index];
    const slug = slugOf(site);
    const owner = await createOrganisation(writer, random, taxes, { client: null, name: site, founded: random.int(2005, 2020) });
    const contract = await writer.create(publisherContract, { legalEntity: owner.id, number: `ПУБ-${String(index + 1).padStart(3, '0')}`, date: signed, link: `https://${slug}.ru/offer` });
    const type = types[index % types.length];
    const id = `${slug}`;
    if (type === 'SSP') {
      for (const suffix of ['display', 'video']) {
        await writer.create(ssp, { id: `ssp-${id}-${suffix}`, name: `${site} SSP ${suffix}` });
        result.ssps.push(`ssp-${id}-${suffix}`);
      }
    }
    if (type === 'NON_MEDIA') {
      await writer.create(nonMedia, { id: `nm-${id}`, name: `${site}: наружная реклама` });
      result.nonMedia.push(`nm-${id}`);
    }
    const panels = type === 'PANEL' ? [`panel-${id}-1`, `panel-${id}-2`] : [];
    if (panels.length) {
      // Panels come from the panel system only: written as the sync writes them.
      await items(panel, { ctx, actor: systemActor(authorId), tx: writer.tx }).system.insert(
        panels.map((panelId, n) => ({ id: panelId, name: `${site} #${n + 1}`, email: `panel${n + 1}@${slug}.ru`, status: 'ACTIVE', places: random.int(1, 30), inMonkey: random.chance(0.5) })),
      );
      result.panels.push(...panels);
    }
    const saved = await writer.create(publisher, {
      name: site,
      contract: contract.id,
      type,
      panels,
      ssps: result.ssps.filter((sspId) => sspId.startsWith(`ssp-${id}-`)),
      nonmedia: result.nonMedia.filter((nonMediaId) => nonMediaId === `nm-${id}`),
      // A publisher with traffic (panels, SSPs) always reports to the registry: the month routine then has acts to send whatever the draw.
      needOrdReport: random.chance(0.7) || panels.length > 0 || type === 'SSP',
      needFileReport: random.chance(0.3),
      divideByDomain: type === 'REGULAR' && random.chance(0.5),
      domains: type === 'REGULAR' ? [`${slug}.ru`] : [],
    });
    result.publishers.push(saved.id);
  }
  // Half a year of monthly non-media figures (as an upload of the first day of each month).
  const months = plan.months.slice(-7, -1);
  const figures = result.nonMedia.flatMap((nonMediaId) =>
    months.map((day) => ({ nonMediaId, day, impressions: random.int(50_000, 400_000), amount: roundMoney(random.int(20_000, 150_000) + random.int(0, 99) / 100).toFixed(2) })),
  );
  if (figures.length) await writer.tx.insert(nonMediaFigures).values(figures);
  return result;
}
