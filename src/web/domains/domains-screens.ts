/**
 * The Platforms tab group (spec 1 §2; spec 2 §2.1 /domainswl, /platforms, /domains, /prompts):
 * platforms, domains, the white-label inventory (the drawer's default), prompts and the
 * domains' themes, content types and tags; full-page editors at /platforms/{id},
 * /domains/{id}, /domainswl/{id} and /prompts/{id} (id or create).
 */
import Language from '@mui/icons-material/Language';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { domainPath } from './domain-path';
import { platformTableOptions } from './platform-options';

export const screens: AppRoute[] = [
  screen('/platforms', 'Platforms', tableScreen('platform', platformTableOptions), { group: 'platforms' }),
  screen('/domains', 'Domains', () => import('./DomainsScreen'), { group: 'platforms', entity: 'domain', tableOptions: { editorPath: domainPath } }),
  screen('/domainswl', 'Inventory', () => import('./InventoryScreen'), { icon: Language, navOrder: 15, group: 'platforms', entity: 'domainWl' }),
  screen('/prompts', 'Prompts', tableScreen('deepseekPrompt', { editorPath: (id) => `/prompts/${id}` }), { group: 'platforms' }),
  screen('/domainThemes', 'Themes', tableScreen('domainTheme'), { group: 'platforms' }),
  screen('/domainContents', 'Content types', tableScreen('domainContent'), { group: 'platforms' }),
  screen('/domainTags', 'Tags', tableScreen('domainTag'), { group: 'platforms' }),
  screen('/platforms/:id', 'Platform', editorPage('platform')),
  screen('/domains/:id', 'Domain', editorPage('domain')),
  screen('/domainswl/:id', 'Inventory domain', editorPage('domainWl')),
  screen('/prompts/:id', 'Prompt', editorPage('deepseekPrompt')),
];
