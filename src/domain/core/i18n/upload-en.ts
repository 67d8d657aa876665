/** English texts of the one spreadsheet upload dialog (web `entity/upload/`) and its status card. */
import type { Catalogue } from './messages';

export const uploadEn: Catalogue = {
  'upload.template': 'Download the template',
  'upload.choose': 'Choose a file',
  'upload.noFile': 'No file chosen',
  'upload.send': 'Upload',
  'upload.uploading': 'Uploading {{name}}…',
  'upload.failed': 'Error',
  'upload.done': 'Done',
  'upload.errors': 'Errors: {{count}}',
  'upload.more': '…and {{count}} more',
  'upload.errorsLog': 'Download {{name}}',
  'upload.toast': '{{detail}}. Done, errors: {{count}}',
  'upload.rowsTaken': 'Rows taken: {{count}}',
  'upload.wrongType': 'File must be {{extensions}}',
};
