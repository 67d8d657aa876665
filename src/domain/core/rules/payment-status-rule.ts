/**
 * Payment status rules, declared once as data and read two ways: in TypeScript (decimal.js) and
 * as the SQL of a computed field or a query condition, generated from the same declaration so
 * the two cannot drift. An amount absent counts 0. PAID is the same for orders and invoices:
 * something is due and the payments cover it (`paidWhen`); the areas differ only in how they
 * name the rest (API.md "Sales", "Buying side").
 */
import Decimal from 'decimal.js';

export type PaymentStatus = 'NOT_PAID' | 'PARTIALLY_PAID' | 'PAID';

/** What is due, what is paid, or zero. */
export type PaymentOperand = 'due' | 'paid' | 0;
export type PaymentComparison = readonly [PaymentOperand, '>' | '>=' | '<' | '=', PaymentOperand];
/** Every comparison holds. */
export type PaymentCondition = readonly PaymentComparison[];

export interface PaymentStatusRule {
  /** The first case whose condition holds gives the status. */
  readonly cases: ReadonlyArray<{ readonly status: PaymentStatus; readonly when: PaymentCondition }>;
  readonly otherwise: PaymentStatus;
}

/** PAID: due > 0 and paid ≥ due. */
export const paidWhen: PaymentCondition = [
  ['due', '>', 0],
  ['paid', '>=', 'due'],
];

const holds = (comparison: PaymentComparison, amounts: Record<'due' | 'paid', Decimal>): boolean => {
  const [left, op, right] = comparison;
  const a = left === 0 ? new Decimal(0) : amounts[left];
  const b = right === 0 ? new Decimal(0) : amounts[right];
  if (op === '>') return a.greaterThan(b);
  if (op === '>=') return a.greaterThanOrEqualTo(b);
  if (op === '<') return a.lessThan(b);
  return a.equals(b);
};

const amountOf = (value: Decimal.Value | null | undefined) => new Decimal(value === null || value === undefined || value === '' ? 0 : value);

/** Whether the condition holds for these amounts. */
export function paymentConditionHolds(when: PaymentCondition, due: Decimal.Value | null | undefined, paid: Decimal.Value | null | undefined): boolean {
  const amounts = { due: amountOf(due), paid: amountOf(paid) };
  return when.every((comparison) => holds(comparison, amounts));
}

/** The status the rule gives these amounts. */
export function paymentStatusOf(rule: PaymentStatusRule, due: Decimal.Value | null | undefined, paid: Decimal.Value | null | undefined): PaymentStatus {
  return rule.cases.find((c) => paymentConditionHolds(c.when, due, paid))?.status ?? rule.otherwise;
}

/** SQL expressions of the two amounts (`{amountWithNds}` placeholders of a computed field, or columns). */
export interface PaymentColumns {
  due: string;
  paid: string;
}

/** The condition as SQL over the columns. */
export function paymentConditionSql(when: PaymentCondition, columns: PaymentColumns): string {
  const operand = (o: PaymentOperand) => (o === 0 ? '0' : `coalesce(${columns[o]}, 0)`);
  return when.map(([left, op, right]) => `${operand(left)} ${op} ${operand(right)}`).join(' and ');
}

/** The rule as an SQL `case` over the columns. */
export function paymentStatusSql(rule: PaymentStatusRule, columns: PaymentColumns): string {
  const cases = rule.cases.map((c) => `when ${paymentConditionSql(c.when, columns)} then '${c.status}'`).join(' ');
  return `case ${cases} else '${rule.otherwise}' end`;
}
