/**
 * OpenAPI descriptions of the generic calls, generated from the same declarations (served at
 * /api/docs/json). Documentation only: validation is done by the declarations' zod schemas.
 */
import { entityFields, type AnyEntity } from '../../../domain/core/entity';
import { enumValues } from '../../../domain/core/enums';
import { isReadOnlyField, type FieldDef } from '../../../domain/core/fields';
import { filterOperatorsOf } from '../../../domain/core/query/queryable';
import { queryableFields } from '../../../domain/core/query/list-query';

type JsonSchema = Record<string, unknown>;

export function fieldJsonSchema(field: FieldDef): JsonSchema {
  const nullable = (schema: JsonSchema) => ({ ...schema, nullable: true });
  switch (field.kind) {
    case 'int':
      return nullable({ type: 'integer' });
    case 'decimal':
    case 'money':
      return nullable({ type: 'number' });
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return nullable({ type: 'string', format: 'date' });
    case 'datetime':
      return nullable({ type: 'string', format: 'date-time' });
    case 'enum':
      return nullable({ type: 'string', enum: enumValues(field.enum) });
    case 'enumlist':
      return { type: 'array', items: { type: 'string', enum: enumValues(field.enum) } };
    case 'list':
      return { type: 'array', items: { type: 'string' } };
    case 'ref':
    case 'file':
      return nullable({ oneOf: [{ type: 'integer' }, { type: 'string' }] });
    case 'reflist':
    case 'filelist':
      return { type: 'array', items: { oneOf: [{ type: 'integer' }, { type: 'string' }] } };
    case 'json':
      return { type: 'object', additionalProperties: true };
    default:
      return nullable({ type: 'string' });
  }
}

function modelSchema(entity: AnyEntity, writable: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = writable ? {} : { id: { oneOf: [{ type: 'integer' }, { type: 'string' }] } };
  const required: string[] = [];
  for (const [name, field] of entityFields(entity)) {
    if (writable && isReadOnlyField(field)) continue;
    properties[name] = { ...fieldJsonSchema(field), ...(isReadOnlyField(field) ? { readOnly: true } : {}) };
    if (writable && field.required) required.push(name);
  }
  if (!writable) {
    for (const name of ['createdBy', 'updatedBy']) properties[name] = { type: 'integer', nullable: true };
    for (const name of ['createdAt', 'updatedAt']) properties[name] = { type: 'string', format: 'date-time' };
  } else {
    properties.updatedAt = { type: 'string', format: 'date-time', description: 'The updatedAt loaded; a stale value answers 409' };
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function listParams(entity: AnyEntity): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 1, description: '1-based page' },
    page_size: { type: 'integer', minimum: 1, maximum: 1000, description: 'default 40' },
    ordering: { type: 'string', description: 'Comma-joined or repeated fields; a leading - sorts descending' },
    full: { type: 'boolean', description: 'Every matching row (at most 100,000)' },
    search: { type: 'string' },
  };
  for (const [name, field] of Object.entries(queryableFields(entity))) {
    for (const op of filterOperatorsOf(field)) {
      properties[op === 'eq' ? name : `${name}__${op}`] = {
        type: 'string',
        description: op === 'eq' ? 'equals / is one of (comma-joined)' : op === 'btw' ? 'from,to (to exclusive)' : op,
      };
    }
  }
  return { type: 'object', properties };
}

const errorSchema = { type: 'object', properties: { detail: { type: 'string' }, errors: { type: 'object' } } };
/** A delete refused while other rows hold the row: "Used by 12 orders", with the counts by entity. */
const usedBySchema = {
  type: 'object',
  description: 'Other rows hold this one (references that refuse the delete); nothing was deleted',
  properties: {
    detail: { type: 'string' },
    code: { type: 'string' },
    values: { type: 'object', properties: { holders: { type: 'object', additionalProperties: { type: 'integer' } } } },
  },
};

export function entityOpenApi(entity: AnyEntity) {
  const tags = [entity.name];
  const model = modelSchema(entity, false);
  const idParam = { type: 'object', properties: { id: { type: entity.idKind === 'text' ? 'string' : 'integer' } } };
  const unlinkParams = Object.entries(entity.fields as Record<string, FieldDef>).flatMap(([field, def]) =>
    def.kind === 'reflist' && def.unlinkParam ? [{ field, param: def.unlinkParam }] : [],
  );
  return {
    short: {
      tags,
      summary: `Short list of ${entity.name}: [{v, t}], at most 100`,
      querystring: listParams(entity),
      response: { 200: { type: 'array', items: { type: 'object', properties: { v: {}, t: { type: 'string' } } } } },
    },
    list: {
      tags,
      summary: `List ${entity.name}`,
      querystring: listParams(entity),
      response: {
        200: {
          type: 'object',
          properties: { count: { type: 'integer' }, total: { type: 'object' }, results: { type: 'array', items: model } },
        },
        400: errorSchema,
      },
    },
    get: { tags, summary: `Get one ${entity.name}`, params: idParam, response: { 200: model, 404: errorSchema } },
    create: {
      tags,
      summary: `Create ${entity.name}`,
      body: modelSchema(entity, true),
      response: { 201: model, 400: errorSchema, 403: errorSchema },
    },
    update: {
      tags,
      summary: `Update ${entity.name} (PUT: whole model, PATCH: changed fields)`,
      params: idParam,
      body: modelSchema(entity, true),
      response: { 200: model, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    remove: {
      tags,
      summary: unlinkParams.length ? `Delete ${entity.name}, or with ?${unlinkParams[0].param}= take it out of that ${unlinkParams[0].param} only` : `Delete ${entity.name}`,
      params: idParam,
      ...(unlinkParams.length
        ? { querystring: { type: 'object', properties: Object.fromEntries(unlinkParams.map((u) => [u.param, { type: 'integer', description: `Remove from the ${u.field} list only` }])) } }
        : {}),
      response: { 204: { type: 'null' }, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: usedBySchema },
    },
    history: { tags, summary: `Change history of one ${entity.name}, newest first`, params: idParam },
  };
}
