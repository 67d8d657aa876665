/** Reference lists: product formats and KKTU (spec 2 §2.1 /productFormats tabs), billing organisations. */
import Category from '@mui/icons-material/Category';
import { tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';

/** The startup settings (app/settings.tsx) are the reference area's lists. */
export { referenceSettings as settings } from './reference-settings';

export const screens: AppRoute[] = [
  screen('/productFormats', 'Product formats', tableScreen('productFormat'), { icon: Category, navOrder: 120, group: 'formats' }),
  screen('/kktu', 'KKTU', tableScreen('kktu'), { group: 'formats' }),
  // Billing organisations: the sellers of order documents, with requisites, signature and stamp (admins edit).
  screen('/organisations', 'Billing organisations', tableScreen('organisation'), { group: 'formats' }),
];
