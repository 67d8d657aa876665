/**
 * /missedMarkers (spec 1 "Missed DSP markers table", spec 2 §2.3): the one month screen (opening
 * on the previous month), the DSP file upload in the one upload dialog, and the row menu's DSP id
 * and download of the DSP's unmatched lines of the month, a file the upload takes back.
 */
import { dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { MonthTableScreen } from '../entity/MonthTableScreen';
import type { EntityTableOptions } from '../entity/table/table-options';
import { UploadButton } from '../entity/upload/UploadButton';
import { dspInfoUpload } from './dsp-info-upload';
import { dspMissedMarkerRowActions } from './dsp-row-actions';

const options: EntityTableOptions = { actions: dspMissedMarkerRowActions };
const toolbar = () => <UploadButton upload={dspInfoUpload} />;

export default function MissedMarkersScreen() {
  return <MonthTableScreen entity={dspMissedMarker} testId="missed-markers-month" options={options} toolbar={toolbar} />;
}
