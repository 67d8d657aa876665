/**
 * The missed markers' DSP file upload (spec 1 "Missed DSP markers table", spec 2 §2.3; API.md
 * "Buying side"): the one upload dialog, declared; the header `dsp_id | date | marker |
 * impressions | budget` is the row menu's download's, so that file uploads back unchanged.
 */
import { dspInfoUploadPath } from '../../domain/dsps/dsp-actions';
import { dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { spreadsheetUpload } from '../entity/upload/upload-declaration';

export const dspInfoUpload = spreadsheetUpload(dspInfoUploadPath, 'dsp_info_template.xlsx', { title: 'Upload DSP file', testId: 'dsp-info', entity: dspMissedMarker.name });
