/**
 * Users (spec 2 §2.7, §3, §5, §6). Passwords and sessions are not part of the model: they live
 * in the server's own tables.
 */
import { defineEntity, hasAccess } from '../core/entity';
import { accountReadOnlyFields, mayDeleteAccount, mayEditAccount } from './account-access';

export const duplicateAccountMessage = 'Account with this email already exists!';

export const user = defineEntity({
  name: 'user',
  path: 'accounts/',
  table: 'users',
  display: 'fullName',
  searchFields: ['fullName', 'email'],
  globalSearch: 5,
  defaultOrdering: ['lastName', 'firstName'],
  defaultFilters: () => ({ isActive: 'true' }),
  area: 'accounts',
  access: { create: 'adminOrManager', update: mayEditAccount, delete: (actor, record) => (record ? mayDeleteAccount(actor, record) : hasAccess('admin', actor)) },
  readOnlyFields: accountReadOnlyFields,
  editor: { mode: 'page' },
  fields: {
    email: {
      kind: 'string',
      required: true,
      trim: true,
      createOnly: true,
      rules: ['email'],
      unique: duplicateAccountMessage,
    },
    firstName: { kind: 'string', required: true, trim: true, rules: ['fullName'] },
    lastName: { kind: 'string', required: true, trim: true, rules: ['fullName'] },
    fullName: { kind: 'string', readOnly: true, index: true },
    phone: { kind: 'string', trim: true },
    department: { kind: 'ref', ref: 'department', required: true },
    locale: { kind: 'enum', enum: 'locale', required: true, default: 'en' },
    role: { kind: 'enum', enum: 'userRole', required: true, default: 'USER' },
    isActive: { kind: 'boolean', default: true, index: true },
    isSuperAdmin: { kind: 'boolean', readOnly: true },
    /** The user reading is this user (set per reader, not stored). */
    isCurrent: { kind: 'boolean', readOnly: true, virtual: true, filterable: false, sortable: false, editor: false, column: false },
  },
});
