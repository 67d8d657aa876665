/** The ad exchange (AdX) rules of spec 1 §4 and API.md "Sales". */

/** Department 5 is the AdX department. */
export const adxDepartmentId = 5;
/** A new AdX contract belongs to this organisation. */
export const adxOrganisationId = 597;

export const adxMessages = {
  adxDepartment: 'An AdX order must belong to the AdX department',
  notAdxDepartment: 'Only an AdX order may belong to the AdX department',
  isAdxFixed: 'The AdX flag can be set only when the contract is created',
};

/** The message for an order's department under its contract's AdX flag, or null when it fits. */
export function departmentError(isAdx: boolean, department: number | null | undefined): string | null {
  if (department === null || department === undefined) return null;
  if (isAdx && Number(department) !== adxDepartmentId) return adxMessages.adxDepartment;
  if (!isAdx && Number(department) === adxDepartmentId) return adxMessages.notAdxDepartment;
  return null;
}

/** The departments an order may choose (the editor's list). */
export function allowedDepartment(isAdx: boolean, department: number): boolean {
  return departmentError(isAdx, department) === null;
}
