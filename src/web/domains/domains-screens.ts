/**
 * The Platforms tab group (spec 1 §2; spec 2 §2.1 /domainswl, /platforms, /domains, /prompts):
 * so far the platforms table and its full-page editor at /platforms/{id}. The row action "To
 * domain" waits for the domain inventory (docs/decisions.md "Platforms").
 */
import Language from '@mui/icons-material/Language';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen } from '../app/routes';
import { platformTableOptions } from './platform-options';

export const domainsRoutes = [
  screen('/platforms', 'Platforms', tableScreen('platform', platformTableOptions), { icon: Language, navOrder: 15, group: 'platforms' }),
  screen('/platforms/:id', 'Platform', editorPage('platform')),
];
