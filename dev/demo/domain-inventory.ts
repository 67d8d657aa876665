/**
 * The demo's domain inventory (spec 2 §2.5): themes, content types, tags, the two enrichment
 * prompts, sixty sites as platforms and domains, most of them in the white-label inventory with
 * their audience and themes filled in as the enrichment would, and — after the business
 * transaction — a month of `domain_stats` in the analytics database for every site, from which
 * the inventory's figures are refreshed as the refresh button does. No outside call is made.
 */
import { deepseekPrompt, domain, domainContent, domainTag, domainTheme, domainWl } from '../../src/domain/domains/domain-entities';
import { inventoryWindow } from '../../src/domain/domains/inventory-window';
import { enums } from '../../src/domain/core/enums';
import { platform } from '../../src/domain/domains/platforms';
import { serverAnalyticsWriter, insertAnalyticsRows, type DomainStatsRow } from '../../src/server/analytics/analytics-writer';
import { refreshInventoryFigures } from '../../src/server/domains/inventory-refresh';
import type { ServerContext } from '../../src/server/server-context';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import { SeededRandom } from './seeded-random';

const siteWords = ['novosti', 'sport', 'avto', 'recepty', 'kino', 'muzyka', 'pogoda', 'finansy', 'zdorovie', 'dacha', 'deti', 'puteshestviya', 'tech', 'igry', 'moda'] as const;
const zones = ['ru', 'com', 'media', 'online'] as const;
const themeNames = ['Новости', 'Спорт', 'Авто', 'Кулинария', 'Кино', 'Музыка', 'Финансы', 'Здоровье', 'Технологии', 'Путешествия'] as const;
const contentNames = ['Статьи', 'Видео', 'Фото', 'Смешанный'] as const;
const tagNames = ['premium', 'brand-safe', 'mobile', 'regional', 'news'] as const;
const ages = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;

/** The demo's sites: word × zone, the same sixty for one seed. */
export function demoSites(): string[] {
  return siteWords.flatMap((word) => zones.map((zone) => `${word}.${zone}`));
}

const pick = <T>(random: SeededRandom, list: readonly T[]): T => list[random.int(0, list.length - 1)];

export async function createDomainInventory(writer: DemoWriter, plan: DemoPlan): Promise<void> {
  const { random } = plan;
  const themes: number[] = [];
  for (const name of themeNames) themes.push(await writer.findOrCreate(domainTheme, 'name', { name }));
  const contents: number[] = [];
  for (const name of contentNames) contents.push(await writer.findOrCreate(domainContent, 'name', { name }));
  const tags: number[] = [];
  for (const name of tagNames) tags.push(await writer.findOrCreate(domainTag, 'name', { name }));
  await writer.createMany(deepseekPrompt, [
    { type: 'THEMATIC', systemText: 'Ты классифицируешь сайты по тематикам. Отвечай только JSON.', userText: 'Определи topThemes, themes и content сайта {domain}.' },
    { type: 'AUDIENCE', systemText: 'Ты оцениваешь аудиторию сайтов. Отвечай только JSON.', userText: 'Определи audienceSex, audienceMainAge и audienceAges сайта {domain}.' },
  ]);
  const sites = demoSites();
  const platforms: number[] = [];
  for (const name of sites) platforms.push(await writer.findOrCreate(platform, 'name', { name }));
  await writer.createMany(
    domain,
    sites.map((_, index) => ({
      platform: platforms[index],
      status: pick(random, ['NO_CHECKED', 'MODERATED', 'CHECKED', 'CHECKED']),
      theme: themes[index % themes.length],
      contentType: pick(random, contents),
      format: pick(random, enums.formatWL).v,
      owner: random.chance(0.5) ? 'ООО «Медиа Сеть»' : 'ИП Смирнов',
      tags: tags.filter(() => random.chance(0.3)),
      inWhitelist: random.chance(0.7),
    })),
  );
  await writer.createMany(
    domainWl,
    sites
      .filter(() => random.chance(0.75))
      .map((site, index) => {
        const theme = themeNames[index % themeNames.length];
        return {
          domain: site,
          topThemes: [theme],
          themes: [theme, pick(random, themeNames)].filter((value, i, all) => all.indexOf(value) === i),
          content: pick(random, contentNames),
          audienceSex: pick(random, enums.domainAudienceSex).v,
          audienceMainAge: pick(random, ages),
          audienceAges: ages.filter(() => random.chance(0.5)),
          license: pick(random, enums.license).v,
          streamFormat: pick(random, enums.streamFormat).v,
        };
      }),
  );
}

/** A month of traffic per site in `domain_stats` (every format a site runs, every day of the window). */
export function demoDomainStats(today: string, seed: number): DomainStatsRow[] {
  const random = new SeededRandom(seed + 23);
  const { from } = inventoryWindow(today);
  const start = new Date(`${from}T00:00:00Z`).getTime();
  const rows: DomainStatsRow[] = [];
  for (const site of demoSites()) {
    const formats = enums.formatWL.map((item) => item.v).filter(() => random.chance(0.6));
    const scale = random.int(1, 40);
    for (let day = 0; day < 30; day += 1) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      for (const format of formats.length ? formats : ['BANNER']) {
        const requests = scale * random.int(800, 1200);
        const impressions = Math.round(requests * (0.2 + random.next() * 0.3));
        rows.push({ day: date, domain: site, format, requests, bids: Math.round(requests * 0.6), impressions, amount: Math.round(impressions * (20 + random.next() * 80)) / 1000, cookies: Math.round(impressions * 0.7) });
      }
    }
  }
  return rows;
}

/** The demo's analytics rows, then the inventory refreshed from them (after the business data is committed). */
export async function fillDemoDomainStats(ctx: ServerContext, today: string, seed: number): Promise<void> {
  await insertAnalyticsRows(await serverAnalyticsWriter(ctx.config.dataDir), 'domain_stats', demoDomainStats(today, seed));
  await refreshInventoryFigures(ctx, null, today);
}
