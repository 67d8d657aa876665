/**
 * The platforms table (spec 1 §2 "Platform table and editor"): rows open the full-page editor
 * at /platforms/{id}; the menu sends a platform to the registry (no delete: the declaration's
 * `noDelete`); the ORD id links to the operator's cabinet and the registry state is a chip.
 */
import type { EntityTableOptions } from '../entity/table/table-options';
import { registryCells } from '../registry/registry-cells';
import { platformSendAction } from '../registry/registry-row-actions';

export const platformTableOptions: EntityTableOptions = {
  editorPath: (id) => `/platforms/${id}`,
  actions: [platformSendAction],
  cells: registryCells,
};
