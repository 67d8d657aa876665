/** The role picker offers only roles the server lets this actor give (a manager's own profile has no ADMIN). */
import { describe, expect, it } from 'vitest';
import { refusedRoles } from './user-editor-options';

describe('refused roles', () => {
  it('hides ADMIN from a manager, nothing from an admin, everything but no change from a plain user', () => {
    expect(refusedRoles({ id: 2, role: 'MANAGER', isSuperAdmin: false, department: 1 }, 'MANAGER')).toEqual(['ADMIN']);
    expect(refusedRoles({ id: 1, role: 'ADMIN', isSuperAdmin: false, department: 1 }, 'MANAGER')).toEqual([]);
    expect(refusedRoles({ id: 3, role: 'USER', isSuperAdmin: false, department: 1 }, 'USER')).toEqual(['ADMIN', 'MANAGER']);
  });
});
