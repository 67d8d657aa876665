/**
 * Finds direct writes of entity tables in TypeScript source: a Drizzle `insert`/`update`/
 * `delete` (or `bulkInsert`) of a table obtained by `tableOf(...)`, and SQL text that inserts
 * into, updates or deletes from an entity table by name or through such a table. Only the
 * database layer and the items service may write entity tables; everything else goes through
 * `items(entity, ...)`, which keeps validation, hooks, rollups and history. SQL text that reads
 * an entity table by name is found too: reads go through a declared reader (readers.ts).
 */
import { getTableName } from 'drizzle-orm';
import ts from 'typescript';
import { entities } from '../../domain/core/entities';
import { tableOf } from '../db/entity-tables';

export interface DirectWrite {
  line: number;
  text: string;
}

/** The SQL names of the entity tables (views share their base's table). */
export function entityTableNames(): Set<string> {
  return new Set(entities.filter((entity) => !entity.view).map((entity) => getTableName(tableOf(entity))));
}

const writeMethods = new Set(['insert', 'update', 'delete']);
const sqlWrite = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const sqlWriteBeforeTable = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;

const isTableOfCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'tableOf';

/** The names bound to `tableOf(...)` anywhere in the file (`const orders = tableOf(order)`). */
function tableBindings(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isTableOfCall(unwrapped(node.initializer))) names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

function unwrapped(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? unwrapped(node.expression) : node;
}

/** A piece of literal text in the source: a string, or a template's text around its `${…}`. */
const isTextPart = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);

const sqlRead = /\b(?:from|join)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?(?=[\s),;]|$)/gi;

/** SQL text that reads an entity table by its name (`from orders o`, `join "users" u`): a read past the declared readers. */
export function sqlTextReads(source: string, fileName = 'source.ts'): DirectWrite[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const tables = entityTableNames();
  const found: DirectWrite[] = [];
  const visit = (node: ts.Node) => {
    if (isTextPart(node)) {
      for (const match of node.text.matchAll(sqlRead)) {
        if (!tables.has(match[1].toLowerCase())) continue;
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: match[0] });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function directWrites(source: string, fileName = 'source.ts'): DirectWrite[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const tables = entityTableNames();
  const bound = tableBindings(file);
  const isEntityTable = (node: ts.Expression | undefined) => {
    if (!node) return false;
    const inner = unwrapped(node);
    return isTableOfCall(inner) || (ts.isIdentifier(inner) && bound.has(inner.text));
  };
  const found: DirectWrite[] = [];
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ line, text: node.getText(file).split('\n')[0].slice(0, 160) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && writeMethods.has(callee.name.text) && isEntityTable(node.arguments[0])) report(node);
      if (ts.isIdentifier(callee) && callee.text === 'bulkInsert' && isEntityTable(node.arguments[1])) report(node);
    }
    if (isTextPart(node)) {
      for (const match of node.text.matchAll(sqlWrite)) if (tables.has(match[1].toLowerCase())) report(node);
    }
    if (ts.isTemplateExpression(node)) {
      let before = node.head.text;
      for (const span of node.templateSpans) {
        if (sqlWriteBeforeTable.test(before) && isEntityTable(span.expression)) report(span);
        before = span.literal.text;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
