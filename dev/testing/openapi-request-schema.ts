/**
 * Checks a request body against the request schema an OpenAPI 3.0 document gives for a path
 * and method (the VK ORD document), so an operator client's tests prove what it sends is what
 * the operator documents. The document is generated with three idioms a JSON Schema validator
 * reads differently from its authors, so the loader normalises them first:
 * - `allOf` parts are merged into one schema (properties, required, the tightest keywords);
 * - `type: object` wrapping an array `allOf` with `properties.items` means "this array, items
 *   overridden";
 * - `oneOf` branches that only list properties mean "at most one of these properties".
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;

const dropped = new Set(['description', 'example', 'examples', 'deprecated', 'x-example-i18n', 'externalDocs']);

export class OpenApiDocument {
  private readonly doc: Schema;
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(file: string) {
    this.doc = parse(readFileSync(file, 'utf8')) as Schema;
    this.ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    this.ajv.addFormat('date-time', true);
    this.ajv.addFormat('int64', true);
  }

  /** The document's path template (`/v1/person/{external_id}`) that a request path fits, if any. */
  templateOf(method: string, path: string): string | undefined {
    return Object.keys(this.doc.paths as Schema).find(
      (template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path) && !!this.operation(template, method),
    );
  }

  /** The body's problems as `path message` lines; empty when the body fits the schema. */
  requestProblems(path: string, method: string, body: unknown): string[] {
    const key = `${method} ${path}`;
    let validate = this.cache.get(key);
    if (!validate) {
      const operation = this.operation(path, method);
      if (!operation) throw new Error(`The document has no ${key}`);
      const requestBody = this.deref(operation.requestBody as Schema | undefined);
      const schema = pickJson(requestBody);
      if (!schema) throw new Error(`${key} takes no JSON body`);
      validate = this.ajv.compile(this.normalise(schema));
      this.cache.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` ${String(e.params.additionalProperty)}` : ''}`);
  }

  /**
   * A multipart/form-data request's problems: a field the document requires that is missing, or
   * one it does not name. (File contents are binary: only their presence is checked.)
   */
  formProblems(path: string, method: string, fields: string[]): string[] {
    const operation = this.operation(path, method);
    if (!operation) throw new Error(`The document has no ${method} ${path}`);
    const content = (this.deref(operation.requestBody as Schema | undefined)?.content ?? {}) as Record<string, Schema>;
    const schema = content['multipart/form-data']?.schema as Schema | undefined;
    if (!schema) return [`${method} ${path} takes no multipart form`];
    const properties = Object.keys((schema.properties as Schema | undefined) ?? {});
    return [
      ...((schema.required as string[] | undefined) ?? []).filter((name) => !fields.includes(name)).map((name) => `/ must have required property '${name}'`),
      ...fields.filter((name) => !properties.includes(name)).map((name) => `/ must NOT have additional properties ${name}`),
    ];
  }

  private operation(path: string, method: string): Schema | undefined {
    const item = (this.doc.paths as Record<string, Schema>)[path];
    return item?.[method.toLowerCase()] as Schema | undefined;
  }

  private deref<T>(node: T): T {
    let current: unknown = node;
    while (current && typeof current === 'object' && '$ref' in current) {
      let target: unknown = this.doc;
      for (const key of String((current as Schema).$ref).slice(2).split('/')) target = (target as Schema)[key];
      current = target;
    }
    return current as T;
  }

  private normalise(node: unknown): Schema {
    const schema = this.deref(node) as Schema;
    let out: Schema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (dropped.has(key) || key === 'allOf' || key === 'oneOf') continue;
      if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Schema).map(([name, sub]) => [name, this.normalise(sub)]));
      else if (key === 'items' || key === 'not') out[key] = this.normalise(value);
      else out[key] = value;
    }
    for (const part of (schema.allOf as unknown[] | undefined) ?? []) out = merge(this.normalise(part), out);
    if (out.type === 'array' && out.properties && 'items' in (out.properties as Schema)) {
      const { items, ...rest } = out.properties as Schema;
      out.items = merge((out.items as Schema) ?? {}, items as Schema);
      out.properties = Object.keys(rest).length ? rest : undefined;
      if (!out.properties) delete out.properties;
    }
    const branches = ((schema.oneOf as unknown[] | undefined) ?? []).map((branch) => this.normalise(branch));
    if (branches.length && branches.every((b) => b.properties && !b.required)) {
      const names = branches.flatMap((b) => Object.keys(b.properties as Schema));
      out.properties = Object.assign({}, ...branches.map((b) => b.properties), out.properties);
      const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => ({ required: [a, b] })));
      if (pairs.length) out.not = { anyOf: pairs };
    } else if (branches.length) out.oneOf = branches;
    return out;
  }
}

function pickJson(requestBody: Schema | undefined): Schema | undefined {
  const content = requestBody?.content as Record<string, Schema> | undefined;
  return content?.['application/json']?.schema as Schema | undefined;
}

/** `a` then `b` (b's keywords win), properties merged deeply, required united, array beats object. */
function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b };
  if (a.type === 'array' || b.type === 'array') out.type = 'array';
  if (a.properties || b.properties) {
    const props: Schema = { ...(a.properties as Schema) };
    for (const [name, sub] of Object.entries((b.properties as Schema) ?? {})) props[name] = props[name] ? merge(props[name] as Schema, sub as Schema) : sub;
    out.properties = props;
  }
  if (a.items && b.items) out.items = merge(a.items as Schema, b.items as Schema);
  const required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  if (required.length) out.required = required;
  if (a.nullable || b.nullable) out.nullable = true;
  return out;
}
