/** A paused operator's stored message is read back as its coded reason (both languages), the English unchanged. */
import { describe, expect, it } from 'vitest';
import { pauseReason } from './operator-problem';

describe('a paused operator', () => {
  it('gives the refused key as a code and values whose English is the stored message', () => {
    const message = 'The VK ORD operator refused the key (HTTP 401 Unauthorized): check ORD_VK_TOKEN and ORD_VK_URL';
    expect(pauseReason('VK', message)).toEqual({ code: 'registry.operatorRefusedKey', values: { api: 'VK', token: 'ORD_VK_TOKEN', url: 'ORD_VK_URL', status: 'HTTP 401 Unauthorized' }, text: message });
  });

  it('keeps any other stored message as text', () => {
    expect(pauseReason('OZON', 'Something else')).toEqual({ text: 'Something else' });
  });
});
