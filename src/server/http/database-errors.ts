/**
 * PostgreSQL errors a client can provoke, as 400s: a value out of a column's range, a
 * reference to a missing row, a duplicate of a unique value; and as a 409, a delete of a row
 * that a foreign key still holds.
 */
import { entityFields } from '../../domain/core/entity';
import { entities, entitiesByName } from '../../domain/core/entities';
import { columnName, snakeCase } from '../db/column-names';
import { invalidFormData, refuse, type Refusal } from '../../domain/core/refusals/refusal';

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export function databaseRefusal(error: unknown): Refusal | null {
  const pg = pgError(error);
  if (!pg?.code) return null;
  switch (pg.code) {
    case '23001': // restrict_violation: a delete of a row that a foreign key still holds (a holder written meanwhile)
      return refuse.conflict('entity.referenced');
    case '23503':
      if (/referenced from table/.test(pg.detail ?? '')) return refuse.conflict('entity.referenced');
      return fieldError(pg.constraint, 'The item is referenced by other records');
    case '23505':
      return fieldError(pg.constraint, 'Already exists');
    case '22003': // numeric out of range
    case '22P02': // invalid text representation
    case '22007': // invalid datetime
    case '22008':
    case '22001': // string too long
      return refuse.invalid('database.invalidValue');
    default:
      return null;
  }
}

interface ConstraintInfo {
  field: string;
  message: string;
}

let constraints: Map<string, ConstraintInfo> | null = null;

/** Constraint names as entity-tables.ts and drizzle name them, mapped to fields and messages. */
function constraintMap(): Map<string, ConstraintInfo> {
  if (constraints) return constraints;
  constraints = new Map();
  for (const entity of entities) {
    for (const [name, field] of entityFields(entity)) {
      if (field.virtual) continue;
      const column = columnName(name, field);
      if (field.unique) constraints.set(`${entity.table}_${snakeCase(name)}_uq`, { field: name, message: field.unique });
      if (field.kind === 'ref') {
        const target = entitiesByName[field.ref];
        constraints.set(`${entity.table}_${column}_${target.table}_id_fk`, { field: name, message: 'Object does not exist' });
      }
    }
  }
  return constraints;
}

function fieldError(constraint: string | undefined, fallback: string): Refusal {
  const info = constraint ? constraintMap().get(constraint) : undefined;
  return invalidFormData({ [info?.field ?? 'nonFieldErrors']: [info?.message ?? fallback] });
}
