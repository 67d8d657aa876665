/** The non-media figures' upload (spec 2 §2.2; API.md "Buying side"): the one upload dialog, declared. */
import { nonMediaUploadPath } from '../../domain/publishers/publisher-actions';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import type { UploadDeclaration } from '../entity/upload/upload-declaration';

export const nonMediaUpload: UploadDeclaration = {
  title: 'Upload non-media',
  path: nonMediaUploadPath,
  template: { path: `${nonMediaUploadPath}template/`, name: 'nonmedia_template.xlsx' },
  accept: '.xlsx',
  testId: 'nonmedia',
  entity: nonMedia.name,
};
