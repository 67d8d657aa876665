/**
 * Creatives (spec 1 §2, §3): the creatives table with its 720 px editor dialog and the tab of
 * their statistics per order. An order's creatives are also its editor's "ERIR ad creative" tab.
 */
import Campaign from '@mui/icons-material/Campaign';
import { tableScreen } from '../app/generic-screens';
import { screen } from '../app/routes';
import { creativeEditorOptions } from './creative-editor-options';

export const creativesRoutes = [
  screen('/creatives', 'Creatives', tableScreen('creative', { editorOptions: creativeEditorOptions }), { icon: Campaign, navOrder: 1.5, group: 'creatives' }),
  screen('/creativeStatistics', 'Creative statistics', tableScreen('creativeStatistic'), { group: 'creatives' }),
];
