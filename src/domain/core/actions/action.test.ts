import { describe, expect, it } from 'vitest';
import type { Actor } from '../access';
import { actionVerdict, mayCallAction } from './action';
import { cloneOrder, lockOrders, setOrderPaid } from '../../sales/sales-actions';

const actor = (role: Actor['role'], isSuperAdmin = false): Actor => ({ id: 1, role, isSuperAdmin, department: 1 });

describe('action verdicts (what the browser shows, from what the server enforces)', () => {
  it('hides an action whose declared access refuses the actor', () => {
    expect(actionVerdict(lockOrders, actor('ADMIN'))).toEqual({ shown: false });
    expect(actionVerdict(lockOrders, actor('ADMIN', true))).toEqual({ shown: true, enabled: true });
    expect(actionVerdict(lockOrders, null)).toEqual({ shown: false });
    expect(mayCallAction({ access: 'public' }, null)).toBe(true);
  });

  it("disables an action with availableFor's reason for the record", () => {
    expect(actionVerdict(setOrderPaid, actor('USER'), { paymentStatus: 'PAID' })).toEqual({ shown: true, enabled: false, reason: 'The order is already paid' });
    expect(actionVerdict(setOrderPaid, actor('USER'), { paymentStatus: 'PARTIALLY_PAID' })).toEqual({ shown: true, enabled: true });
    expect(actionVerdict(cloneOrder, actor('ADMIN'), { isLocked: true })).toEqual({ shown: true, enabled: false, reason: 'Locked order can not be cloned' });
    expect(actionVerdict(cloneOrder, actor('ADMIN', true), { isLocked: true })).toEqual({ shown: true, enabled: true });
  });

  it('offers an action on no record by its access alone', () => {
    expect(actionVerdict(cloneOrder, actor('USER'))).toEqual({ shown: true, enabled: true });
  });
});
