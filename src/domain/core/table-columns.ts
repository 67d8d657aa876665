/** The columns of an entity's table: one rule for the web table and the server's checks of saved views. */
import { entityFields, type AnyEntity } from './entity';
import type { FieldDef } from './fields';

export const idField: FieldDef = { kind: 'int', readOnly: true };

/** The id column and every field not declared `column: false` (json maps are never columns). */
export function columnFields(entity: AnyEntity): Array<[string, FieldDef]> {
  const fields = entityFields(entity).filter(([, f]) => f.column !== false && f.kind !== 'json');
  return [['id', idField], ...fields];
}
