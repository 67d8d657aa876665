import { describe, expect, it } from 'vitest';
import { areas } from '../../domain/areas';
import { en, ru } from '../../domain/core/i18n';
import { loadAppModules } from '../app-modules';
import { queuesOfKey, taskKeyOf } from './task-names';

describe('task names from the area manifests', () => {
  it('reads each key from its area and falls back to the queue', () => {
    expect(taskKeyOf('dsps.invoices-generate')).toBe('dspInvoices.generate');
    expect(queuesOfKey('dspInvoices.generate')).toEqual(['dsps.invoices-generate']);
    expect(taskKeyOf('mail.send')).toBe('mail.send');
    expect(queuesOfKey('mail.send')).toEqual(['mail.send']);
  });

  it('names only queues of jobs its own module defines, each with a label in both languages', async () => {
    const { modules } = await loadAppModules();
    for (const area of areas) {
      const jobs = new Set(modules.find((module) => module.name === area.name)?.jobs?.map((job) => job.name));
      for (const [queue, key] of Object.entries(area.tasks ?? {})) {
        expect(jobs.has(queue), `${area.name}: ${queue}`).toBe(true);
        expect(en[`tasks.names.${key}`], key).toBeTruthy();
        expect(ru[`tasks.names.${key}`], key).toBeTruthy();
      }
    }
  });
});
