/**
 * The registry fields of a record the registry area sends (spec 1 §3, §4): the operators' ids
 * (`otmId`, `ozonId`, `vkId`, written by the registry area only), the ORD id shown in tables,
 * the "actual in registry" flag, which goes off as soon as a field the registry is sent
 * changes, and the state and messages of the last send (the registry's submission rows).
 */
import type { FieldDef } from '../core/fields';

/** The table the registry area keeps its per-record, per-operator submission rows in. */
export const registrySubmissionsTable = 'registry_submissions';

/** The latest submission row of this record, over every operator. */
const latest = (kind: string, column: string) =>
  `(select s.${column} from ${registrySubmissionsTable} s where s.object_kind = '${kind}' and s.object_id = {id}::text order by s.updated_at desc limit 1)`;

/** The state and the operator's messages of the record's last send (any operator). */
export function registryStateFields(kind: string) {
  return {
    erirState: { kind: 'enum', enum: 'registryState', label: 'fields.erirState', computed: { sql: latest(kind, 'state') }, editor: false },
    erirMessages: {
      kind: 'string',
      label: 'fields.erirMessages',
      computed: { sql: `(select string_agg(m.value, '; ') from jsonb_array_elements_text(${latest(kind, 'messages')}) m)` },
      editor: false,
      column: { hidden: true },
      sortable: false,
    },
  } as const satisfies Record<string, FieldDef>;
}

/** The registry fields of a kind sent with the `relevant` fields (its area declares them): a change of one clears `isUpdated`. */
export function registryFields<const R extends readonly string[]>(kind: string, relevant: R) {
  return {
    otmId: { kind: 'string', readOnly: true, column: { hidden: true } },
    ozonId: { kind: 'string', readOnly: true, column: { hidden: true } },
    vkId: { kind: 'string', readOnly: true, column: { hidden: true } },
    ordId: { kind: 'string', label: 'fields.ordId', computed: { sql: 'coalesce({vkId}, {ozonId}, {otmId})' }, editor: false },
    isUpdated: { kind: 'boolean', label: 'fields.isUpdated', readOnly: true, clearedOnChange: relevant },
    ...registryStateFields(kind),
  } as const satisfies Record<string, FieldDef>;
}
