/**
 * The DMPs (spec 2 §2.1, §2.3): the /dmpAudiences tab group — audiences (read only: no create, no
 * row menu), the month's exports (month filter, totals, the export dialog) and the DMPs
 * themselves.
 */
import Groups from '@mui/icons-material/Groups';
import { tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';

const group = 'dmps';

export const screens: AppRoute[] = [
  screen('/dmpAudiences', 'DMP audiences', tableScreen('dmpAudience'), { icon: Groups, navOrder: 7, group }),
  screen('/dmpExports', 'DMP exports', () => import('./DmpExportsScreen'), { group, entity: 'dmpExport' }),
  screen('/dmps', 'DMPs', tableScreen('dmp'), { group }),
];
