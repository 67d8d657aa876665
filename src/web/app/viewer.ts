/** The viewer context of default filters and defaults (domain ViewerContext). */
import { format } from 'date-fns';
import type { ViewerContext } from '../../domain/entity';
import type { Account } from './auth';

export function viewerContext(account: Pick<Account, 'id' | 'department'>, now = new Date()): ViewerContext {
  return { userId: account.id, department: account.department, today: format(now, 'yyyy-MM-dd') };
}
