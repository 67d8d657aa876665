/** Users table: 'invite user' (create) and export; admin or manager open rows and see the menu. */
import { user } from '../../domain/accounts/accounts';
import { EntityTable } from '../entity/EntityTable';
import type { EntityTableOptions } from '../entity/table/table-options';

const options: EntityTableOptions = {
  rowAccess: 'adminOrManager',
  createLabel: 'Invite user',
  editorPath: (id) => `/user/${id}`,
};

export default function UsersScreen() {
  return <EntityTable entity={user} options={options} />;
}
