/** English texts of the accounts area: saved views. */
import type { Catalogue } from '../core/i18n/messages';

export const accountsEn: Catalogue = {
  'entities.savedView': 'Saved view',
  'fields.entity': 'Table',
  'fields.query': 'Filters and sort',
  'fields.columns': 'Columns',
  'fields.shared': 'Shared with everyone',
  Users: 'Users',
  User: 'User',
  'entities.user': 'User',
  'fields.firstName': 'First name',
  'fields.lastName': 'Last name',
  'fields.locale': 'Language',
  'fields.role': 'Access role',
  'fields.isActive': 'Active',
  'fields.isSuperAdmin': 'Super admin',
  'fields.isCurrent': 'Current session',
};
