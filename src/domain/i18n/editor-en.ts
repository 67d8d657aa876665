/** English texts of the generic editor: readable history, the lock banner, the form's bar and warnings, no access. */
import type { Catalogue } from './messages';

export const editorEn: Catalogue = {
  'history.field': 'Field',
  'history.before': 'Before',
  'history.after': 'After',
  'history.empty': 'No changes recorded yet',
  'Locked by {{name}} on {{at}}': 'Locked by {{name}} on {{at}}',
  'This order is locked': 'This order is locked',
  'Only a super admin can change its client, legal entity, dates, products and payments': 'Only a super admin can change its client, legal entity, dates, products and payments',
  'Save and stay': 'Save and stay',
  'You have unsaved changes': 'You have unsaved changes',
  'Leave this page? Your changes will be lost.': 'Leave this page? Your changes will be lost.',
  Leave: 'Leave',
  Stay: 'Stay',
  'No access': 'No access',
  'You do not have access to this page': 'You do not have access to this page',
  'Go to the start page': 'Go to the start page',
  'editor.section.main': 'Main',
  'editor.section.parties': 'Client and contract',
  'editor.section.dates': 'Dates',
  'editor.section.staff': 'Staff',
  'editor.section.money': 'Money',
  'editor.section.registry': 'Registry',
  'editor.section.other': 'Other',
  'fields.lockedBy': 'Locked by',
  'fields.lockedAt': 'Locked at',
};
