import { describe, expect, it } from 'vitest';
import { generatePublisherActs, sendDspActs } from '../buying-acts/buying-act-actions';
import { exportDmps } from '../dmps/dmp-actions';
import { generatePublisherInvoices } from '../publishers/publisher-invoice-actions';
import { monthSteps, nextStep, stepConfirmation } from './month-close-steps';
import { monthCloseEn } from './month-close-en';
import { monthCloseRu } from './month-close-ru';

const counts = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([key, count]) => [key, { count }]));

describe('the next step of a month’s close', () => {
  it('generates the invoices first, then the acts, then sends the acts not in the registry', () => {
    expect(nextStep('publishers', counts({ publisherInvoices: 0, publisherActs: 0 }))?.action).toBe(generatePublisherInvoices);
    expect(nextStep('publishers', counts({ publisherInvoices: 3, publisherActs: 0 }))?.action).toBe(generatePublisherActs);
    expect(nextStep('dsps', counts({ dspInvoices: 3, dspActs: 2, dspActsNotRegistered: 1 }))?.action).toBe(sendDspActs);
    expect(nextStep('dsps', counts({ dspInvoices: 3, dspActs: 2, dspActsNotRegistered: 0 }))).toBeNull();
  });
  it('exports the DMPs when the month has no export; nothing when a figure is unknown', () => {
    expect(nextStep('dmps', counts({ dmpExports: 0 }))?.action).toBe(exportDmps);
    expect(nextStep('dmps', counts({ dmpExports: 2 }))).toBeNull();
    expect(nextStep('publishers', {})).toBeNull();
    expect(nextStep('statistics', counts({ erirStatistics: 0 }))).toBeNull();
  });

  it('asks before every step (generate invoices, generate acts, send acts, export), in both languages where the text is its own', () => {
    expect(monthSteps.map((step) => step.key).sort()).toEqual(
      ['exportDmps', 'generateDspActs', 'generateDspInvoices', 'generateErirActs', 'generatePublisherActs', 'generatePublisherInvoices', 'sendDspActs', 'sendErirActs', 'sendPublisherActs'].sort(),
    );
    for (const step of monthSteps) {
      expect(stepConfirmation(step), step.key).toBeTruthy();
      if (step.confirm) expect([monthCloseEn[step.confirm], monthCloseRu[step.confirm]], step.key).toEqual([expect.any(String), expect.any(String)]);
    }
  });
});
