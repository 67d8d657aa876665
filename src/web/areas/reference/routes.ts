/** Reference lists: product formats and KKTU (spec 2 §2.1 /productFormats tabs). */
import Category from '@mui/icons-material/Category';
import { tableScreen } from '../../app/generic-screens';
import { screen } from '../../app/routes';

export const referenceRoutes = [
  screen('/productFormats', 'Product formats', tableScreen('productFormat'), { icon: Category, navOrder: 120, group: 'formats' }),
  screen('/kktu', 'KKTU', tableScreen('kktu'), { group: 'formats' }),
];
