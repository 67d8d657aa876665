/** The platforms' row action "To domain" (spec 2 §2.5): the platform's domain, made once. */
import AddLink from '@mui/icons-material/AddLink';
import { connectDomain } from '../../domain/domains/domain-actions';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { offerOnRow } from '../data/declared-actions';

export const toDomainAction = offerOnRow(connectDomain, {
  label: 'To domain',
  icon: <AddLink fontSize="small" />,
  call: (row) => ({ body: { platformId: Number(row.id) } }),
  // A platform whose domain existed answers 200 saying so (its code); a new domain is a success.
  success: (domain) => ({ message: domain.code === 'domains.connectExists' ? inventoryMessages.connectExists : 'Success!', colour: domain.code ? 'primary' : 'success', values: { domain: String(domain.domain ?? '') } }),
});
