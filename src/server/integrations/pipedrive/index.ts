export {
  readPipedriveConfig,
  PIPEDRIVE_DEFAULT_URL,
  PIPEDRIVE_NOT_CONFIGURED,
  type PipedriveConfig,
} from './config';
export { fetchAllOrganizations, organizationPages, type CrmOrganization } from './organizations';
export { IntegrationError } from '../integration-error';
