import { describe, expect, it } from 'vitest';
import { IntegrationError } from './integration-error';
import { readServiceConfig, requireServiceToken, type ServiceSettings } from './service-config';

const probe: ServiceSettings = { service: 'probe', label: 'probe service', urlVariable: 'PROBE_URL', defaultUrl: 'https://probe.example/api/', tokenVariable: 'PROBE_TOKEN', timeoutMs: 5 };

describe('outside service configuration', () => {
  it('reads the URL (default when unset, without a trailing slash) and the token', () => {
    expect(readServiceConfig(probe, {})).toEqual({ url: 'https://probe.example/api', token: undefined, timeoutMs: 5 });
    expect(readServiceConfig(probe, { PROBE_URL: ' http://127.0.0.1:9/x/ ', PROBE_TOKEN: ' t ' })).toEqual({ url: 'http://127.0.0.1:9/x', token: 't', timeoutMs: 5 });
  });

  it('fails naming the variables when the token is not set', () => {
    const config = readServiceConfig(probe, { PROBE_TOKEN: '  ' });
    expect(() => requireServiceToken(probe, config)).toThrow(IntegrationError);
    expect(() => requireServiceToken(probe, config)).toThrow('The probe service is not configured: set PROBE_TOKEN (and PROBE_URL if not the default)');
    expect(requireServiceToken(probe, readServiceConfig(probe, { PROBE_TOKEN: 'k' }))).toBe('k');
  });
});
