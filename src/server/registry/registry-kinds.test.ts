/**
 * The registry's record kinds are the areas' (issue 31 "Core IV"): each is declared by the area
 * whose entity it sends, the registry's lists are exactly the declared ones, and no file of the
 * registry or of the operators' integration names a kind's entity or a kind planned from its
 * declaration alone: adding such a kind is editing its area's folders only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { areas } from '../../domain/areas';
import { ordRoles, type RegistryKindDef } from '../../domain/core/registry-kind';
import { ordObjectKinds, registryKinds, type OrdContractKind, type RecordKind } from '../../domain/registry-kinds';
import { entityOfKind } from './record-kinds';

const declared = areas.flatMap((area) => Object.entries(area.registry ?? {}).map(([kind, declaration]) => ({ area: area.name, kind, declaration })));
const isStepOnly = (declaration: RegistryKindDef) => 'stepOnly' in declaration;
const sorted = (names: string[]) => [...names].sort();

describe('the registry kinds', () => {
  it('are the union of the kinds the area manifests declare, each declared once', () => {
    expect(sorted(Object.keys(registryKinds))).toEqual(sorted(declared.map((one) => one.kind)));
    expect(new Set(declared.map((one) => one.kind)).size).toBe(declared.length);
    expect(sorted(Object.keys(entityOfKind))).toEqual(sorted(declared.filter((one) => !isStepOnly(one.declaration)).map((one) => one.kind)));
    expect(sorted(ordObjectKinds)).toEqual(sorted(declared.filter((one) => 'object' in one.declaration).map((one) => one.kind)));
  });

  it('are each declared by the area of the entities it sends', () => {
    const strays = declared.flatMap(({ area, kind, declaration }) =>
      ['entity' in declaration ? declaration.entity : undefined, 'item' in declaration ? declaration.item : undefined].flatMap((entity) => (entity && entity.area !== area ? [`${kind}: ${entity.name} is area ${entity.area}'s, declared by ${area}`] : [])),
    );
    expect(strays).toEqual([]);
  });

  it('name their kinds in their types, read from the declarations', () => {
    expectTypeOf<'dspAct'>().toExtend<RecordKind>();
    expectTypeOf<'organisation'>().not.toExtend<RecordKind>();
    expectTypeOf<'nothing'>().not.toExtend<RecordKind>();
    expectTypeOf<OrdContractKind>().toEqualTypeOf<'contract' | 'originalContract' | 'publisherContract' | 'dspContract'>();
  });
});

const root = path.resolve(import.meta.dirname, '../..');
const scanned = ['server/registry', 'server/integrations/ord'];

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));

/** Every name a file imports from a business area's domain folder, with the module it comes from. */
function areaImports(file: string): Array<{ name: string; module: string }> {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)].flatMap(([, names, from]) => {
    const module = path.resolve(path.dirname(file), from);
    const inDomain = path.relative(path.join(root, 'domain'), module);
    if (inDomain.startsWith('..') || inDomain.startsWith('core') || !inDomain.includes(path.sep)) return [];
    return names.split(',').flatMap((one) => {
      const name = one.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim();
      return name ? [{ name, module }] : [];
    });
  });
}

/**
 * The kinds the registry plans from their declarations alone: no file of its own may name them
 * (but for a kind named as an ERIR role, `publisher`, which the mappings name as the role).
 */
const declaredOnly = declared.filter(
  ({ kind, declaration }) =>
    !(ordRoles as readonly string[]).includes(kind) && (declaration.plan === 'sentAs' || declaration.plan === 'buyingAct' || ('service' in declaration && declaration.service)),
);

describe('the registry and the operators keep no kind by hand', () => {
  const files = scanned.flatMap((dir) => sourceFiles(path.join(root, dir)));

  it('import no entity of a registry kind (they read it from the declarations)', async () => {
    const entities = new Set(declared.flatMap(({ declaration }) => ['entity' in declaration ? declaration.entity : null, 'item' in declaration ? declaration.item : null]).filter(Boolean));
    const named: string[] = [];
    for (const file of files) {
      for (const { name, module } of areaImports(file)) {
        const exports = (await import(`${module}.ts`)) as Record<string, unknown>;
        if (entities.has(exports[name] as never)) named.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(named).toEqual([]);
  });

  it('name no kind that is planned from its declaration alone', () => {
    expect(declaredOnly.length).toBeGreaterThan(0);
    const named = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return declaredOnly.filter(({ kind }) => new RegExp(`['"\`]${kind}['"\`]|\\b${kind}:`).test(text)).map(({ kind }) => `${path.relative(root, file)}: ${kind}`);
    });
    expect(named).toEqual([]);
  });
});
