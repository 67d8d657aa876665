/**
 * The zod schema of an entity's writable model, built from its declaration. The server parses
 * every write with it and the editor uses it through react-hook-form, so both apply the same
 * rules: kinds and coercion (comma decimals, trimming), required, the shared rules of spec 1 §5,
 * enum values, and the entity's cross-field `validate`.
 */
import { z } from 'zod';
import { entityFields, type AnyEntity, type FieldErrors } from '../entity';
import type { FieldDef } from '../fields';
import { entitiesByName } from '../entities';
import { enumValues } from '../enums';
import { checkRule, isBlank, messages, roundMoney, toNumber } from '../rules/field-rules';
import { dateRangeError, maxLengthOf, messageOfCode, rangeError, type FieldErrorCode } from './value-limits';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A zod issue whose message is the code's English text, the code and values kept in `params`. */
function codedIssue(error: FieldErrorCode) {
  return { code: 'custom' as const, message: messageOfCode(error), params: { ...error } };
}

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

function numberSchema(field: FieldDef) {
  return z.preprocess(
    emptyToNull,
    z
      .union([z.number(), z.string()], { error: messages.number })
      .nullable()
      .transform((v, ctx) => {
        if (v === null) return null;
        const n = toNumber(v);
        if (n === null) {
          ctx.addIssue({ code: 'custom', message: messages.number });
          return z.NEVER;
        }
        if (field.kind === 'int' && !Number.isInteger(n)) {
          ctx.addIssue({ code: 'custom', message: messages.integer });
          return z.NEVER;
        }
        const outOfRange = rangeError(field, n, v);
        if (outOfRange) {
          ctx.addIssue(codedIssue(outOfRange));
          return z.NEVER;
        }
        if (field.kind === 'money') return roundMoney(n);
        if (field.kind === 'decimal') return Math.round(n * 1e4) / 1e4;
        return n;
      }),
  );
}

function stringSchema(field: FieldDef) {
  return z.preprocess(
    (v) => (v === undefined ? null : v),
    z
      .string({ error: messages.invalid })
      .superRefine((text, ctx) => {
        const maxLength = maxLengthOf(field);
        if (text.length > maxLength) ctx.addIssue(codedIssue({ code: 'values.maxLength', values: { maxLength } }));
      })
      .nullable()
      .transform((v) => (v !== null && field.trim ? v.trim() : v)),
  );
}

const serialIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: messages.invalid }).int().positive().max(2_147_483_647),
);
const textIdSchema = z.string({ error: messages.invalid }).min(1).max(200);
const newTextIdSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z.string({ error: messages.invalid }).min(1, messages.required).max(200, messages.invalid),
);

function idSchemaFor(field: FieldDef): z.ZodType {
  const target = 'ref' in field ? entitiesByName[field.ref] : undefined;
  return target?.idKind === 'text' ? textIdSchema : serialIdSchema;
}

export function fieldSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'url':
      return stringSchema(field);
    case 'int':
    case 'decimal':
    case 'money':
      return numberSchema(field);
    case 'date':
      return z.preprocess(
        emptyToNull,
        z
          .string({ error: messages.date })
          .refine(validDate, messages.date)
          .superRefine((text, ctx) => {
            const outOfRange = validDate(text) ? dateRangeError(text) : null;
            if (outOfRange) ctx.addIssue(codedIssue(outOfRange));
          })
          .nullable(),
      );
    case 'datetime':
      return z.preprocess(
        emptyToNull,
        z
          .string({ error: messages.invalid })
          .refine((t) => !Number.isNaN(Date.parse(t)), messages.invalid)
          .superRefine((text, ctx) => {
            const outOfRange = Number.isNaN(Date.parse(text)) ? null : dateRangeError(new Date(text).toISOString());
            if (outOfRange) ctx.addIssue(codedIssue(outOfRange));
          })
          .nullable(),
      );
    case 'boolean':
      return z.preprocess((v) => (v === undefined || v === null ? false : v), z.boolean({ error: messages.invalid }));
    case 'enum': {
      const allowed = enumValues(field.enum);
      return z.preprocess(
        emptyToNull,
        z
          .string({ error: messages.choice })
          .refine((v) => allowed.includes(v), messages.choice)
          .nullable(),
      );
    }
    case 'enumlist': {
      const allowed = enumValues(field.enum);
      return z.preprocess(
        (v) => v ?? [],
        z.array(z.string().refine((v) => allowed.includes(v), messages.choice), { error: messages.invalid }).max(1000),
      );
    }
    case 'ref':
      return z.preprocess((v) => (field.zeroIsNone && (v === 0 || v === '0') ? null : emptyToNull(v)), idSchemaFor(field).nullable());
    case 'file':
      return z.preprocess(emptyToNull, z.number({ error: messages.invalid }).int().positive().nullable());
    case 'reflist':
      return z.preprocess((v) => v ?? [], z.array(idSchemaFor(field), { error: messages.invalid }).max(10_000));
    case 'filelist':
      return z.preprocess((v) => v ?? [], z.array(z.number().int().positive(), { error: messages.invalid }).max(1000));
    case 'list':
      return z.preprocess(
        (v) => v ?? [],
        z
          .array(
            z.string({ error: messages.invalid }).superRefine((text, ctx) => {
              const maxLength = maxLengthOf(field);
              if (text.length > maxLength) ctx.addIssue(codedIssue({ code: 'values.maxLength', values: { maxLength } }));
            }),
            { error: messages.invalid },
          )
          .max(10_000)
          .transform((list) => (field.trim ? list.map((s) => s.trim()) : list)),
      );
    case 'json':
      return z.preprocess(
        (v) => v ?? {},
        z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), { error: messages.invalid }),
      );
  }
}

/** Writable fields of a model: stored or virtual, never read-only. */
export function writableFields(entity: AnyEntity, mode: 'create' | 'update'): Array<[string, FieldDef]> {
  return entityFields(entity).filter(
    ([, f]) => !f.readOnly && (mode === 'create' || !f.createOnly),
  );
}

/** Per-field required and shared-rule messages, then the entity's own cross-field rules. */
export function ruleErrors(entity: AnyEntity, model: Record<string, unknown>, mode: 'create' | 'update'): FieldErrors {
  const errors: FieldErrors = {};
  const add = (name: string, message: string) => (errors[name] ??= []).push(message);
  for (const [name, field] of writableFields(entity, mode)) {
    const value = model[name];
    if (field.required && isBlank(value)) {
      add(name, messages.required);
      continue;
    }
    if (mode === 'create' && field.kind === 'enum' && field.notOnCreate?.includes(value as string)) add(name, messages.choice);
    for (const rule of field.rules ?? []) {
      if (field.kind === 'list' && rule !== 'nonEmptyList' && Array.isArray(value)) {
        value.forEach((item) => {
          if (isBlank(item)) add(name, messages.required);
          else {
            const m = checkRule(rule, item);
            if (m) add(name, m);
          }
        });
        continue;
      }
      const message = checkRule(rule, value);
      if (message) add(name, message);
    }
  }
  if (entity.validate) {
    for (const [name, list] of Object.entries(entity.validate(model as never))) {
      for (const message of list) add(name, message);
    }
  }
  return errors;
}

/**
 * Schema of the writable model. Unknown keys are dropped; read-only fields (and create-only
 * ones on update) are not part of it.
 */
export function entitySchema(entity: AnyEntity, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of writableFields(entity, mode)) shape[name] = fieldSchema(field);
  // A text id is chosen by whoever creates the record (SSP, panel, non-media, DSP), and only then.
  if (entity.idKind === 'text' && mode === 'create') shape.id = newTextIdSchema;
  // The field rules and cross-field rules run even when some field has the wrong type, so one
  // answer reports every field's error; the fields that already failed are left out of them.
  return z.object(shape).superRefine(
    (model, ctx) => {
      const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0] ?? '')));
      const parsed = Object.fromEntries(Object.entries(model).filter(([name]) => !failed.has(name)));
      for (const [name, list] of Object.entries(ruleErrors(entity, parsed, mode))) {
        if (failed.has(name)) continue;
        for (const message of list) ctx.addIssue({ code: 'custom', path: [name], message });
      }
    },
    { when: () => true },
  );
}

/** The codes of the field errors that have one (`{nds: [{code: 'values.max', values: {max: 100}}]}`), beside `errors`. */
export function issuesToErrorCodes(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; params?: unknown }>): Record<string, FieldErrorCode[]> {
  const codes: Record<string, FieldErrorCode[]> = {};
  for (const issue of issues) {
    const params = issue.params as Partial<FieldErrorCode> | undefined;
    if (!params?.code) continue;
    const key = issue.path.length ? String(issue.path[0]) : 'nonFieldErrors';
    (codes[key] ??= []).push({ code: params.code, values: params.values ?? {} });
  }
  return codes;
}

/** zod issues as API.md field errors: `{field: [message]}`. */
export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'nonFieldErrors';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
