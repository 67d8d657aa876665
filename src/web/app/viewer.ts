/** The viewer context of default filters and defaults (domain ViewerContext). */
import type { ViewerContext } from '../../domain/core/entity';
import type { Account } from './auth';
import { businessDay } from '../../domain/core/calendar/business-day';

export function viewerContext(account: Pick<Account, 'id' | 'department'>, now = new Date()): ViewerContext {
  return { userId: account.id, department: account.department, today: businessDay(now) };
}
