import { describe, expect, it } from 'vitest';
import { checkOutcome, enrichmentOutcome } from './task-outcomes';

describe('the inventory tasks’ outcomes', () => {
  it('reads the check’s counts from its result', () => {
    expect(checkOutcome({ detail: 'x', values: { available: 2, notAvailable: 1, captcha: 0 } })).toEqual({
      message: 'Check completed! Available: {{available}}, not available: {{notAvailable}}, captcha: {{captcha}}',
      colour: 'success',
      values: { available: '2', notAvailable: '1', captcha: '0' },
    });
  });

  it('reads the enrichment’s counts back from its detail; refused answers make it a warning', () => {
    expect(enrichmentOutcome('DeepSeek update completed! Updated: 3, failed: 1\na.example: the answer is not JSON')).toMatchObject({ colour: 'warning', values: { updated: '3', failed: '1' } });
    expect(enrichmentOutcome('DeepSeek update completed! Updated: 2, failed: 0')).toMatchObject({ colour: 'success', values: { updated: '2', failed: '0' } });
  });
});
