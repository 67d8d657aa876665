/** The non-media figures' upload (spec 2 §2.2; API.md "Buying side"): the one upload dialog, declared. */
import { nonMediaUploadPath } from '../../domain/publishers/publisher-actions';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import { spreadsheetUpload } from '../entity/upload/upload-declaration';

export const nonMediaUpload = spreadsheetUpload(nonMediaUploadPath, 'nonmedia_template.xlsx', { title: 'Upload non-media', testId: 'nonmedia', entity: nonMedia.name });
