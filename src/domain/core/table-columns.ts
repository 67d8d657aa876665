/** The columns of an entity's table: one rule for the web table and the server's checks of saved views. */
import { entityFields, type AnyEntity } from './entity';
import type { FieldDef } from './fields';

export const idField: FieldDef = { kind: 'int', readOnly: true };
/** A text id (an SSP's, a panel's, a non-media source's, a DSP's): shown and filtered as text. */
export const textIdColumn: FieldDef = { kind: 'string', readOnly: true };

/** The id column's field: a number, or text for an entity declared `idKind: 'text'`. */
export function idFieldOf(entity: AnyEntity): FieldDef {
  return entity.idKind === 'text' ? textIdColumn : idField;
}

/** The id column and every field not declared `column: false` (json maps are never columns). */
export function columnFields(entity: AnyEntity): Array<[string, FieldDef]> {
  const fields = entityFields(entity).filter(([, f]) => f.column !== false && f.kind !== 'json');
  return [['id', idFieldOf(entity)], ...fields];
}
