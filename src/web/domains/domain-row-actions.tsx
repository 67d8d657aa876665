/** The platforms' row action "To domain" (spec 2 §2.5): the platform's domain, made once. */
import AddLink from '@mui/icons-material/AddLink';
import { connectDomain } from '../../domain/domains/domain-actions';
import { offerOnRow } from '../data/declared-actions';

export const toDomainAction = offerOnRow(connectDomain, {
  label: 'To domain',
  icon: <AddLink fontSize="small" />,
  call: (row) => ({ body: { platformId: Number(row.id) } }),
  success: (domain) => ({ message: 'Success!', values: { domain: String(domain.domain ?? '') } }),
});
