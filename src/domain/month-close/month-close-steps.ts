/**
 * The next step of each part of a month's close, as one button: the first of generate
 * invoices → generate acts → send the acts not actual in the registry (DMP: export) that the
 * month's figures still call for, or none when that part is done. Each step is another area's
 * declared action, called with its own access rule and confirmation question.
 */
import type { ActionDef } from '../core/actions/action';
import { generateDspActs, generatePublisherActs, sendDspActs, sendPublisherActs } from '../buying-acts/buying-act-actions';
import { exportDmps } from '../dmps/dmp-actions';
import { generateDspInvoices } from '../dsps/dsp-actions';
import { generatePublisherInvoices } from '../publishers/publisher-invoice-actions';
import { generateErirActs, sendErirActs } from '../registry-acts/registry-act-actions';
import type { MonthSection } from './month-close-figures';

export type FigureCounts = Readonly<Record<string, { count: number } | null>>;

export interface MonthStep {
  /** Label key `monthClose.steps.<key>`. */
  key: string;
  action: ActionDef;
  /** How the month is passed: in the body (`{date}`) or the query (`?date=`). */
  monthIn: 'body' | 'query';
  /** The question asked first where the action declares none (every bulk action asks first: spec 2 "Interface"). */
  confirm?: string;
}

interface Chain {
  invoices?: string;
  acts?: string;
  notRegistered?: string;
  steps: { invoices?: MonthStep; acts?: MonthStep; send?: MonthStep };
}

const chains: Record<MonthSection['key'], Chain | null> = {
  publishers: {
    invoices: 'publisherInvoices',
    acts: 'publisherActs',
    notRegistered: 'publisherActsNotRegistered',
    steps: {
      invoices: { key: 'generatePublisherInvoices', action: generatePublisherInvoices, monthIn: 'body' },
      acts: { key: 'generatePublisherActs', action: generatePublisherActs, monthIn: 'query' },
      send: { key: 'sendPublisherActs', action: sendPublisherActs, monthIn: 'query' },
    },
  },
  dsps: {
    invoices: 'dspInvoices',
    acts: 'dspActs',
    notRegistered: 'dspActsNotRegistered',
    steps: {
      invoices: { key: 'generateDspInvoices', action: generateDspInvoices, monthIn: 'body' },
      acts: { key: 'generateDspActs', action: generateDspActs, monthIn: 'query' },
      send: { key: 'sendDspActs', action: sendDspActs, monthIn: 'query' },
    },
  },
  dmps: { acts: 'dmpExports', steps: { acts: { key: 'exportDmps', action: exportDmps, monthIn: 'body', confirm: 'monthClose.confirmExportDmps' } } },
  orderActs: {
    acts: 'erirActs',
    notRegistered: 'erirActsNotRegistered',
    steps: {
      acts: { key: 'generateErirActs', action: generateErirActs, monthIn: 'query' },
      send: { key: 'sendErirActs', action: sendErirActs, monthIn: 'query' },
    },
  },
  statistics: null,
};

/** Every step a month's close can offer. */
export const monthSteps: readonly MonthStep[] = Object.values(chains).flatMap((chain) => (chain ? Object.values(chain.steps) : []));

/** The question a step asks before it runs. */
export const stepConfirmation = (step: MonthStep): string | undefined => step.confirm ?? step.action.confirm;

const countOf = (figures: FigureCounts, key: string | undefined) => (key === undefined ? null : (figures[key]?.count ?? null));

/** The section's next step for these figures, or null (nothing left, or nothing the figures can tell). */
export function nextStep(section: MonthSection['key'], figures: FigureCounts): MonthStep | null {
  const chain = chains[section];
  if (!chain) return null;
  if (chain.steps.invoices && countOf(figures, chain.invoices) === 0) return chain.steps.invoices;
  if (chain.steps.acts && countOf(figures, chain.acts) === 0) return chain.steps.acts;
  const notRegistered = countOf(figures, chain.notRegistered);
  if (chain.steps.send && notRegistered !== null && notRegistered > 0) return chain.steps.send;
  return null;
}
