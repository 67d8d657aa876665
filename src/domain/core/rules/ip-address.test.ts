import { describe, expect, it } from 'vitest';
import { checkRule, messages } from './field-rules';
import { isIpAddressText } from './ip-address';

const addresses = ['10.0.0.1', '169.254.169.254', '127.000.000.001', '10.0.0.01', '0.0.0.00', '2130706433', '0x7f.1', '0x7f000001', '017700000001', '::1', '::ffff:127.0.0.1', '[::1]', '1.2.3.04', 'a.0x1', '127.0.0.1.'];
const names = ['example.com', 'www.news.example', '1e2.com', '123.ru', 'xn--80ak6aa92e.com', '0x.example'];

describe('an IP address in any notation is not a platform name', () => {
  it.each(addresses)('refuses %s', (text) => {
    expect(isIpAddressText(text)).toBe(true);
    expect(checkRule('domainName', text)).toBe(messages.ipAddress);
  });
  it.each(names)('accepts %s', (text) => {
    expect(isIpAddressText(text)).toBe(false);
    expect(checkRule('domainName', text)).toBeNull();
  });
});
