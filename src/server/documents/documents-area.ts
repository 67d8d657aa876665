/** The documents area (issue "Creatives and order documents"): order documents and contract documents. */
import { defineModule } from '../app-module';
import { documentsJob } from './documents-job';
import { contractDocumentRoute, generateDocumentsRoute } from './documents-routes';

export const documentsArea = defineModule({
  name: 'documents',
  routes: [generateDocumentsRoute, contractDocumentRoute],
  jobs: [documentsJob],
});
