/**
 * The domain inventory's declarations (spec 2 §3, §4, §5; API.md "Domain inventory"): the
 * checked sites (Domain, whose host name is its platform's name), their themes, content types
 * and tags, the white-label inventory sales sends to clients (DomainWL) and the prompts of its
 * language-model enrichment. Platforms are declared in entities/domains.ts.
 */
import { defineEntity } from '../core/entity';

export const domainMessages = {
  themeTaken: 'A theme with this name already exists',
  contentTaken: 'A content type with this name already exists',
  tagTaken: 'A tag with this name already exists',
  platformTaken: 'This platform already has a domain',
  inventoryTaken: 'This domain is already in the inventory',
} as const;

const area = 'domains';
/** Reference lists of the inventory: everyone adds (a batch upload creates tags), admins delete. */
const namedAccess = { delete: 'admin' } as const;

function namedList<const N extends string>(name: N, path: string, table: string, taken: string) {
  return defineEntity({
    name,
    area,
    path,
    table,
    display: 'name',
    defaultOrdering: ['name'],
    access: namedAccess,
    fields: { name: { kind: 'string', required: true, trim: true, index: true, unique: taken } },
  });
}

export const domainTheme = namedList('domainTheme', 'domains/themes/', 'domain_themes', domainMessages.themeTaken);
export const domainContent = namedList('domainContent', 'domains/contents/', 'domain_contents', domainMessages.contentTaken);
export const domainTag = namedList('domainTag', 'domains/tags/', 'domain_tags', domainMessages.tagTaken);

const checked = 'the domain check (server/domains/domain-check.ts)';

export const domain = defineEntity({
  name: 'domain',
  area,
  path: 'domains/',
  table: 'domains',
  display: 'domain',
  globalSearch: 8,
  defaultOrdering: ['domain'],
  access: { delete: 'admin' },
  // spec 2 §2.1: the domain editor is a full page (id or create).
  editor: { mode: 'page' },
  fields: {
    // API.md: the host name is the platform's name, read-only and lower case (platforms keep it so).
    domain: { kind: 'string', computed: { sql: '{platform.name}' }, label: 'fields.domain' },
    platform: { kind: 'ref', ref: 'platform', creatable: true, required: true, unique: domainMessages.platformTaken },
    status: { kind: 'enum', enum: 'domainStatus', required: true, default: 'NO_CHECKED', index: true },
    theme: { kind: 'ref', ref: 'domainTheme', creatable: true, index: true },
    format: { kind: 'enum', enum: 'formatWL' },
    contentType: { kind: 'ref', ref: 'domainContent', creatable: true, index: true },
    owner: { kind: 'string', trim: true },
    tags: { kind: 'reflist', ref: 'domainTag', creatable: true, index: true, onDelete: 'clear' },
    available: { kind: 'enum', enum: 'availabilityDomain', index: true, systemKept: checked },
    httpCode: { kind: 'int', readOnly: true, systemKept: checked },
    inBlacklist: { kind: 'boolean' },
    blockReason: { kind: 'string', trim: true },
    inWhitelist: { kind: 'boolean' },
    comment: { kind: 'text' },
    lastCheckAt: { kind: 'datetime', readOnly: true, systemKept: checked },
    tries: { kind: 'int', readOnly: true, systemKept: checked },
  },
});

const refreshed = 'the inventory refresh from the analytics database (server/domains/inventory-refresh.ts)';
const pinged = 'the inventory ping (server/domains/inventory-ping.ts)';
/** The figures the refresh from the analytics database writes (API.md "Inventory"). */
const figure = { kind: 'int', readOnly: true, short: true, systemKept: refreshed } as const;

export const domainWl = defineEntity({
  name: 'domainWl',
  area,
  path: 'domains/wl/',
  table: 'domain_wl',
  display: 'domain',
  defaultOrdering: ['-volume', 'domain'],
  access: { delete: 'admin' },
  generated: `${refreshed}, which adds the sites with traffic`,
  fields: {
    domain: { kind: 'string', required: true, trim: true, rules: ['domainName'], unique: domainMessages.inventoryTaken },
    topThemes: { kind: 'list' },
    themes: { kind: 'list' },
    content: { kind: 'text' },
    audienceSex: { kind: 'enum', enum: 'domainAudienceSex' },
    audienceMainAge: { kind: 'string', trim: true },
    audienceAges: { kind: 'list' },
    license: { kind: 'enum', enum: 'license' },
    formats: { kind: 'enumlist', enum: 'formatWL', readOnly: true, systemKept: refreshed },
    cookieVolume: figure,
    bannerRequests: figure,
    videoRequests: figure,
    instreamRequests: figure,
    bids: figure,
    impressions: figure,
    cpm: { kind: 'money', readOnly: true, systemKept: refreshed },
    volume: { kind: 'money', readOnly: true, summary: 'sum', index: true, systemKept: refreshed },
    audibility: { kind: 'decimal' },
    streamFormat: { kind: 'enum', enum: 'streamFormat' },
    topUrls: { kind: 'list' },
    availability: { kind: 'enum', enum: 'availabilityDomain', systemKept: pinged },
    copyright: { kind: 'boolean' },
    copyrightLink: { kind: 'url', rules: ['url'] },
    lastCheckAt: { kind: 'datetime', readOnly: true, systemKept: pinged },
  },
  // Domains are case-insensitive: one spelling in the inventory (compared so by the custom check).
  normalize: (model) => (typeof model.domain === 'string' && model.domain !== model.domain.toLowerCase() ? { domain: model.domain.toLowerCase() } : {}),
});

export const deepseekPrompt = defineEntity({
  name: 'deepseekPrompt',
  area,
  path: 'domains/wl/deepseek/prompt/',
  table: 'deepseek_prompts',
  display: 'type',
  defaultOrdering: ['type', 'id'],
  // What the language model is asked (and paid for) is the admins' to change.
  access: { create: 'admin', update: 'admin', delete: 'admin' },
  fields: {
    type: { kind: 'enum', enum: 'promptType', required: true, index: true },
    systemText: { kind: 'text', required: true, trim: true, rows: 6 },
    userText: { kind: 'text', required: true, trim: true, rows: 6 },
  },
});
