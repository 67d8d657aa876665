/** __Title__: the entity's table, in the drawer, with the copy in its row menu. */
import Notes from '@mui/icons-material/Notes';
import { tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { __areaCamel__RowActions } from './__area__-row-actions';

export const screens: AppRoute[] = [screen('/__areaCamel__', '__Title__', tableScreen('__entity__', { actions: __areaCamel__RowActions }), { icon: Notes, navOrder: 200 })];
