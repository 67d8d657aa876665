import { describe, expect, it } from 'vitest';
import { defineEntity, type AnyEntity } from '../entity';
import { entities } from '../entities';
import { en, ru } from '../i18n';
import { checkDeclarations, describeProblem } from './declaration-checks';

const catalogues = { en, ru };
const codes = (list: AnyEntity[], cats = catalogues) => checkDeclarations(list, cats).map((p) => `${p.code} ${p.entity}${p.field ? `.${p.field}` : ''}`);
/** The problems other than labels (the probes below have no field labels). */
const structural = (list: AnyEntity[], cats = catalogues) => codes(list, cats).filter((code) => !code.startsWith('E02'));

const labelled = (names: string[]) => {
  const extra = Object.fromEntries(names.flatMap((n) => [[`entities.${n}`, n]]));
  return { en: { ...en, ...extra }, ru: { ...ru, ...extra } };
};

const parent = defineEntity({ name: 'checkParent', area: 'test', path: 'check/parents/', table: 'check_parents', display: 'name', fields: { name: { kind: 'string' } } });

describe('declaration checks', () => {
  it('the application declarations pass every check', () => {
    expect(checkDeclarations(entities, catalogues).map(describeProblem)).toEqual([]);
  });

  it('E001 duplicate names, paths and tables; E002 malformed paths', () => {
    const twin = defineEntity({ name: 'checkTwin', area: 'test', path: '/check/parents', table: 'check_parents', display: 'name', fields: { name: { kind: 'string' } } });
    expect(structural([parent, twin], labelled(['checkParent', 'checkTwin']))).toEqual(['E001 checkTwin', 'E002 checkTwin']);
  });

  it('E003 undeclared display, search, ordering and index fields; E004 unstored ones', () => {
    const broken = defineEntity({
      name: 'checkBroken',
      area: 'test',
      path: 'check/broken/',
      table: 'check_broken',
      display: 'name',
      searchFields: ['title', 'list'],
      defaultOrdering: ['-missing', 'createdAt'],
      indexes: [['list']],
      fields: { title: { kind: 'string' }, list: { kind: 'reflist', ref: 'checkParent', virtual: true } },
    } as never);
    expect(structural([parent, broken], labelled(['checkParent', 'checkBroken']))).toEqual([
      'E003 checkBroken',
      'E004 checkBroken.list',
      'E003 checkBroken.missing',
      'E004 checkBroken.list',
    ]);
  });

  it('E030 two indexes that would be named alike, told apart by a stem', () => {
    const fields = { day: { kind: 'date' }, title: { kind: 'string' } } as const;
    const base = { area: 'test', display: 'title', fields } as const;
    const twins = defineEntity({ ...base, name: 'checkTwins', path: 'check/twins/', table: 'check_twins', indexes: [{ on: ['day'], covering: ['id'] }, { on: ['day'], covering: ['title'] }] });
    const apart = defineEntity({ ...base, name: 'checkApart', path: 'check/apart/', table: 'check_apart', indexes: [{ on: ['day'], covering: ['id'] }, { on: ['day'], covering: ['title'], stem: 'day_words' }] });
    expect(structural([parent, twins, apart], labelled(['checkParent', 'checkTwins', 'checkApart']))).toEqual(['E030 checkTwins']);
  });

  it('E005 references to undeclared entities; E006 inverse lists that do not point back', () => {
    const child = defineEntity({
      name: 'checkChild',
      area: 'test',
      path: 'check/children/',
      table: 'check_children',
      display: 'id',
      fields: { owner: { kind: 'ref', ref: 'nowhere' }, siblings: { kind: 'reflist', ref: 'checkParent', inverse: 'name', virtual: true } },
    });
    expect(structural([parent, child], labelled(['checkParent', 'checkChild']))).toEqual(['E005 checkChild.owner', 'E006 checkChild.siblings']);
  });

  it('E020/E021 missing English or Russian labels, E022 missing Russian enumeration texts', () => {
    const unlabelled = defineEntity({
      name: 'checkUnlabelled',
      area: 'test',
      path: 'check/unlabelled/',
      table: 'check_unlabelled',
      display: 'id',
      fields: { zzzOddField: { kind: 'string' }, type: { kind: 'enum', enum: 'clientType' } },
    });
    const withoutEnumTexts = { en, ru: Object.fromEntries(Object.entries(ru).filter(([k]) => !k.startsWith('enums.clientType.'))) };
    expect(codes([unlabelled], withoutEnumTexts)).toEqual([
      'E020 checkUnlabelled',
      'E021 checkUnlabelled',
      'E020 checkUnlabelled.zzzOddField',
      'E021 checkUnlabelled.zzzOddField',
      'E022 checkUnlabelled.type',
      'E022 checkUnlabelled.type',
      'E022 checkUnlabelled.type',
    ]);
  });

  it('E007 derived fields without derive(); E010 view fields not on the base', () => {
    const odd = defineEntity({
      name: 'checkOdd',
      area: 'test',
      path: 'check/odd/',
      table: 'check_odd',
      display: 'id',
      fields: { total: { kind: 'money', computed: { derived: true } } },
    });
    const view = defineEntity({
      name: 'checkView',
      area: 'test',
      path: 'check/view/',
      table: 'check_parents',
      display: 'id',
      view: { of: 'checkParent', where: {} },
      fields: { name: { kind: 'string' }, other: { kind: 'string' } },
    });
    expect(structural([parent, odd, view], labelled(['checkParent', 'checkOdd', 'checkView']))).toEqual([
      'E007 checkOdd.total',
      'E010 checkView.other',
    ]);
  });

  it('E011 unknown or misplaced delete rules; E012 a cascade or clear that makes no sense', () => {
    const holder = defineEntity({
      name: 'checkHolder',
      area: 'test',
      path: 'check/holders/',
      table: 'check_holders',
      display: 'id',
      fields: {
        unknown: { kind: 'ref', ref: 'checkParent', onDelete: 'nullify' },
        notReference: { kind: 'string', onDelete: 'cascade' },
        inverse: { kind: 'reflist', ref: 'checkParent', inverse: 'name', virtual: true, onDelete: 'clear' },
        listCascade: { kind: 'reflist', ref: 'checkParent', onDelete: 'cascade' },
        requiredClear: { kind: 'ref', ref: 'checkParent', required: true, onDelete: 'clear' },
        fine: { kind: 'ref', ref: 'checkParent', required: true, onDelete: 'cascade' },
        cleared: { kind: 'reflist', ref: 'checkParent', onDelete: 'clear' },
      },
    } as never);
    expect(structural([parent, holder], labelled(['checkParent', 'checkHolder'])).filter((code) => /E01[12]/.test(code))).toEqual([
      'E011 checkHolder.unknown',
      'E011 checkHolder.notReference',
      'E011 checkHolder.inverse',
      'E012 checkHolder.listCascade',
      'E012 checkHolder.requiredClear',
    ]);
  });

  it('E028 create-on-Enter where the text makes no item; E029 a picker that could create without saying whether it does', () => {
    const needy = defineEntity({ name: 'checkNeedy', area: 'test', path: 'check/needy/', table: 'check_needy', display: 'name', fields: { name: { kind: 'string' }, code: { kind: 'string', required: true } } });
    const picker = defineEntity({
      name: 'checkPicker',
      area: 'test',
      path: 'check/pickers/',
      table: 'check_pickers',
      display: 'id',
      fields: {
        silent: { kind: 'ref', ref: 'checkParent' },
        creates: { kind: 'ref', ref: 'checkParent', creatable: true },
        declines: { kind: 'reflist', ref: 'checkParent', creatable: false },
        shown: { kind: 'ref', ref: 'checkParent', computed: { sql: '{silent}' } },
        needs: { kind: 'ref', ref: 'checkNeedy', creatable: true },
      },
    } as never);
    expect(codes([parent, needy, picker], labelled(['checkParent', 'checkNeedy', 'checkPicker'])).filter((code) => /E02[89]/.test(code))).toEqual([
      'E029 checkPicker.silent',
      'E028 checkPicker.needs',
    ]);
  });

  it('E023 an entity whose rows hold others without its counted texts in both languages', () => {
    const holder = defineEntity({ name: 'checkCounted', area: 'test', path: 'check/counted/', table: 'check_counted', display: 'id', fields: { parent: { kind: 'ref', ref: 'checkParent' } } });
    const texts = labelled(['checkParent', 'checkCounted']);
    expect(codes([parent, holder], texts).filter((code) => code.startsWith('E023'))).toEqual(['E023 checkCounted', 'E023 checkCounted']);
    const counted = { 'usedBy.checkCounted_one': 'x', 'usedBy.checkCounted_other': 'x', 'usedBy.checkCounted_few': 'x', 'usedBy.checkCounted_many': 'x' };
    expect(codes([parent, holder], { en: { ...texts.en, ...counted }, ru: { ...texts.ru, ...counted } }).filter((code) => code.startsWith('E023'))).toEqual([]);
  });
});

describe('refusal code checks', () => {
  it('E026 a refusal code without its Russian text, named by area and code', () => {
    const ruWithout = Object.fromEntries(Object.entries(ru).filter(([key]) => key !== 'orders.alreadyPaid'));
    expect(codes([], { en, ru: ruWithout })).toEqual(['E026 sales.orders.alreadyPaid']);
  });

  it('E025 and E026 a registered code that neither catalogue has', () => {
    const probe = { probe: { 'probe.unwritten': 'Never written' } };
    expect(checkDeclarations([], catalogues, probe).map(describeProblem)).toEqual([
      'E025 probe.probe.unwritten: no English text for the refusal code "probe.unwritten"',
      'E026 probe.probe.unwritten: no Russian text for the refusal code "probe.unwritten"',
    ]);
  });
});
