/**
 * System checks of the entity declarations, in the manner of Django's: every problem has a
 * stable code and names the entity and field. The server refuses to start on any problem
 * (src/server/declaration-checks.ts); a test keeps the real declarations clean. The codes are
 * listed in docs/declaration-checks.md.
 */
import { indexShape, type AnyEntity } from '../entity';
import { enums, type EnumName } from '../enums';
import { hasColumn, onDeleteRules, type FieldDef } from '../fields';
import { searchField, searchKeyPattern } from '../search-fields';
import { holderCountKey } from '../rules/used-by';
import { createdFromText, isPickedReference, openlyCreatedFromText } from '../rules/created-from-text';
import type { Catalogue } from '../i18n/messages';
import { refusalCodesByArea } from '../refusals/refusal-codes';
import { checkRefusalCodes, type CodesByArea } from './refusal-code-checks';

export interface DeclarationProblem {
  code: string;
  entity: string;
  field?: string;
  message: string;
}

export interface Catalogues {
  en: Catalogue;
  ru: Catalogue;
}

const auditFields = ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

function fieldsOf(entity: AnyEntity): Record<string, FieldDef> {
  return entity.fields as Record<string, FieldDef>;
}

function has(entity: AnyEntity, name: string): boolean {
  return Object.hasOwn(entity.fields, name);
}

type Report = (code: string, entity: AnyEntity, message: string, field?: string) => void;

/** What every check reads, and where it reports. */
interface CheckScope {
  byName: ReadonlyMap<string, AnyEntity>;
  catalogues: Catalogues;
  problem: Report;
  problems: DeclarationProblem[];
}

type Seen = Record<'name' | 'path' | 'table', Map<string, string>>;

function uniquenessChecks(entity: AnyEntity, seen: Seen, { problem }: CheckScope): void {
  for (const key of ['name', 'path', 'table'] as const) {
    if (key === 'table' && entity.view) continue;
    const other = seen[key].get(entity[key]);
    if (other) problem('E001', entity, `${key} "${entity[key]}" is also the ${key} of ${other}`);
    else seen[key].set(entity[key], entity.name);
  }
}

function pathAndDisplayChecks(entity: AnyEntity, { problem }: CheckScope): void {
  if (!entity.path.endsWith('/') || entity.path.startsWith('/')) problem('E002', entity, `path "${entity.path}" must end with "/" and not start with it`);
  if (entity.display !== 'id' && !has(entity, entity.display)) problem('E003', entity, `display field "${entity.display}" is not declared`);
}

function searchFieldChecks(entity: AnyEntity, { problem }: CheckScope): void {
  for (const name of (entity.searchFields ?? []) as string[]) {
    const { field, key } = searchField(name);
    if (!has(entity, field)) problem('E003', entity, `search field "${name}" is not declared`, name);
    else if (!hasColumn(fieldsOf(entity)[field])) problem('E004', entity, `search field "${name}" is not stored`, name);
    else if (key !== null && (fieldsOf(entity)[field].kind !== 'json' || !searchKeyPattern.test(key)))
      problem('E004', entity, `search field "${name}" names a key of "${field}", which is not a json field or not a word`, name);
  }
}

function orderingAndIndexChecks(entity: AnyEntity, { problem }: CheckScope): void {
  for (const term of entity.defaultOrdering ?? []) {
    const name = term.replace(/^-/, '');
    if (!has(entity, name) && !auditFields.includes(name)) problem('E003', entity, `ordering field "${name}" is not declared`, name);
  }
  const indexNames = new Set<string>();
  for (const declared of entity.indexes ?? []) {
    const { names, nameWords, kind } = indexShape(declared);
    const named = `${kind} ${nameWords.join(' ')}`;
    if (indexNames.has(named)) problem('E030', entity, `two indexes would be named alike (${named}): give one a stem`);
    indexNames.add(named);
    for (const name of names) {
      if (name === 'id') continue;
      if (!has(entity, name)) problem('E003', entity, `index field "${name}" is not declared`, name);
      else if (!hasColumn(fieldsOf(entity)[name])) problem('E004', entity, `index field "${name}" is not stored`, name);
    }
  }
}

function viewChecks(entity: AnyEntity, { byName, problem }: CheckScope): void {
  if (!entity.view) return;
  const base = byName.get(entity.view.of);
  if (!base) {
    problem('E005', entity, `view of undeclared entity "${entity.view.of}"`);
    return;
  }
  for (const [name, field] of Object.entries(fieldsOf(entity))) {
    if (hasColumn(field) && !has(base, name)) problem('E010', entity, `view field "${name}" is not a field of ${base.name}`, name);
  }
}

function sectionAndChildChecks(entity: AnyEntity, { byName, catalogues, problem }: CheckScope): void {
  for (const section of entity.editor?.sections ?? []) {
    for (const name of section.fields) if (!has(entity, name)) problem('E003', entity, `editor section field "${name}" is not declared`, name);
    if (!catalogues.en[section.title] || !catalogues.ru[section.title]) problem('E020', entity, `no English and Russian title "${section.title}" of an editor section`);
  }
  for (const child of entity.children ?? []) {
    const target = byName.get(child.entity);
    if (!target) problem('E005', entity, `child collection of undeclared entity "${child.entity}"`);
    else if (!has(target, child.via) || fieldsOf(target)[child.via].kind !== 'ref') {
      problem('E006', entity, `child ${child.entity}.${child.via} is not a reference`);
    }
  }
}

/** The texts an entity needs: counts of it as a holder of rows, and its label. */
function entityTextChecks(entity: AnyEntity, { catalogues, problem }: CheckScope): void {
  if (!entity.view && holdsRows(entity)) {
    const key = holderCountKey(entity.name);
    if (!catalogues.en[`${key}_one`] || !catalogues.en[`${key}_other`]) problem('E023', entity, `no English counts "${key}_one" and "${key}_other"`);
    if (['one', 'few', 'many'].some((form) => !catalogues.ru[`${key}_${form}`])) problem('E023', entity, `no Russian counts "${key}_one", "_few" and "_many"`);
  }
  if (!catalogues.en[`entities.${entity.name}`]) problem('E020', entity, `no English label "entities.${entity.name}"`);
  if (!catalogues.ru[`entities.${entity.name}`]) problem('E021', entity, `no Russian label "entities.${entity.name}"`);
}

function referenceChecks(entity: AnyEntity, name: string, field: FieldDef, { byName, problem, problems }: CheckScope): void {
  if (field.kind !== 'ref' && field.kind !== 'reflist') return;
  const target = byName.get(field.ref);
  if (!target) {
    problem('E005', entity, `reference to undeclared entity "${field.ref}"`, name);
    return;
  }
  if (field.kind === 'reflist' && field.inverse) {
    const back = Object.hasOwn(target.fields, field.inverse) ? fieldsOf(target)[field.inverse] : undefined;
    if (!back || back.kind !== 'ref' || back.ref !== entity.name) {
      problem('E006', entity, `inverse list points to ${field.ref}.${field.inverse}, which is not a reference back to ${entity.name}`, name);
    }
  }
  problems.push(...creatableProblems(entity, name, field, target));
}

function rollupChecks(entity: AnyEntity, name: string, field: FieldDef, { byName, problem }: CheckScope): void {
  if (!field.computed || !('rollup' in field.computed)) return;
  const rollup = field.computed;
  const child = byName.get(rollup.of);
  if (!child) {
    problem('E005', entity, `rollup over undeclared entity "${rollup.of}"`, name);
    return;
  }
  const via = Object.hasOwn(child.fields, rollup.via) ? fieldsOf(child)[rollup.via] : undefined;
  if (!via || via.kind !== 'ref' || via.ref !== entity.name) problem('E006', entity, `rollup via ${rollup.of}.${rollup.via}, which is not a reference to ${entity.name}`, name);
  if (rollup.rollup !== 'count' && (!rollup.field || !has(child, rollup.field))) problem('E003', entity, `rollup field "${rollup.field ?? ''}" is not declared on ${rollup.of}`, name);
}

function fieldTextChecks(entity: AnyEntity, name: string, field: FieldDef, { catalogues, problem }: CheckScope): void {
  const label = field.label ?? `fields.${name}`;
  if (field.editor !== false || field.column !== false) {
    if (!catalogues.en[label]) problem('E020', entity, `no English label "${label}"`, name);
    if (!catalogues.ru[label]) problem('E021', entity, `no Russian label "${label}"`, name);
  }
  if (field.kind !== 'enum' && field.kind !== 'enumlist') return;
  const values = enums[field.enum as EnumName];
  if (!values) problem('E008', entity, `unknown enumeration "${field.enum}"`, name);
  else for (const item of values) if (!catalogues.ru[`enums.${field.enum}.${item.v}`]) problem('E022', entity, `no Russian text "enums.${field.enum}.${item.v}"`, name);
}

function fieldChecks(entity: AnyEntity, scope: CheckScope): void {
  for (const [name, field] of Object.entries(fieldsOf(entity))) {
    referenceChecks(entity, name, field, scope);
    scope.problems.push(...onDeleteProblems(entity, name, field));
    rollupChecks(entity, name, field, scope);
    if (field.computed && 'derived' in field.computed && !entity.derive) scope.problem('E007', entity, 'a derived field needs the entity\'s derive()', name);
    fieldTextChecks(entity, name, field, scope);
  }
}

/** The checks of one entity, in the order their problems are listed. */
const entityChecks: ReadonlyArray<(entity: AnyEntity, scope: CheckScope) => void> = [
  pathAndDisplayChecks,
  searchFieldChecks,
  orderingAndIndexChecks,
  viewChecks,
  sectionAndChildChecks,
  entityTextChecks,
  fieldChecks,
];

export function checkDeclarations(entities: readonly AnyEntity[], catalogues: Catalogues, refusals: CodesByArea = refusalCodesByArea): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  const problem: Report = (code, entity, message, field) => problems.push({ code, entity: entity.name, ...(field ? { field } : {}), message });
  const scope: CheckScope = { byName: new Map(entities.map((e) => [e.name, e])), catalogues, problem, problems };
  const seen: Seen = { name: new Map(), path: new Map(), table: new Map() };
  for (const entity of entities) {
    uniquenessChecks(entity, seen, scope);
    for (const check of entityChecks) check(entity, scope);
  }
  problems.push(...checkRefusalCodes(refusals, catalogues));
  return problems;
}

/** Create-on-Enter (spec 1 §5) only where the typed text makes an item, and declared wherever it could. */
function creatableProblems(entity: AnyEntity, name: string, field: FieldDef & { kind: 'ref' | 'reflist'; creatable?: boolean }, target: AnyEntity): DeclarationProblem[] {
  const at = { entity: entity.name, field: name };
  if (field.creatable && (!isPickedReference(field) || !createdFromText(target))) {
    return [{ code: 'E028', ...at, message: `creatable, but a new ${field.ref} cannot be made from its display text here` }];
  }
  if (field.creatable === undefined && isPickedReference(field) && openlyCreatedFromText(target)) {
    return [{ code: 'E029', ...at, message: `a picker of ${field.ref}, which anyone may create from its text alone: declare creatable (true or false)` }];
  }
  return [];
}

/** Its rows can hold other rows or files, so a refused delete may name it with a count. */
function holdsRows(entity: AnyEntity): boolean {
  return Object.values(fieldsOf(entity)).some((field) => hasColumn(field) && ['ref', 'reflist', 'file', 'filelist'].includes(field.kind));
}

/** A delete rule (`onDelete`) must be a known one, on a stored reference, and make sense there. */
function onDeleteProblems(entity: AnyEntity, name: string, field: FieldDef): DeclarationProblem[] {
  const rule = (field as { onDelete?: unknown }).onDelete;
  if (rule === undefined) return [];
  const at = { entity: entity.name, field: name };
  if (!(onDeleteRules as readonly unknown[]).includes(rule)) return [{ code: 'E011', ...at, message: `unknown onDelete "${String(rule)}" (${onDeleteRules.join(', ')})` }];
  if ((field.kind !== 'ref' && field.kind !== 'reflist') || !hasColumn(field) || entity.view || (field.kind === 'reflist' && field.inverse)) {
    return [{ code: 'E011', ...at, message: 'onDelete is for a stored reference or reference list of an entity with a table' }];
  }
  if (rule === 'cascade' && field.kind === 'reflist') return [{ code: 'E012', ...at, message: 'a reference list cannot cascade: one listed row would delete the whole item' }];
  if (rule === 'clear' && field.required) return [{ code: 'E012', ...at, message: 'a required reference cannot be cleared: the item would break its own validation' }];
  if (rule === 'clear' && field.computed) return [{ code: 'E012', ...at, message: 'a computed reference cannot be cleared: its value is the server\'s' }];
  return [];
}

export function describeProblem(problem: DeclarationProblem): string {
  return `${problem.code} ${problem.entity}${problem.field ? `.${problem.field}` : ''}: ${problem.message}`;
}
