/**
 * The DMPs (spec 2 §2.3; API.md "DMPs"): DMPs, audiences and exports on the generic routes (the
 * export's POST is the month generation), the daily audience refresh and the export task.
 */
import { defineModule } from '../app-module';
import { audienceRefreshTask } from './audience-refresh';
import { dmpExportGeneration, dmpExportRoute } from './dmp-export-generation';

export const dmpsArea = defineModule({
  name: 'dmps',
  routes: [dmpExportRoute],
  jobs: [audienceRefreshTask, dmpExportGeneration.job],
});
