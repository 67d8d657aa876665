/**
 * Local stand-ins for outside services the e2e server calls (DESIGN.md "Outside services").
 * The global setup reserves a free 127.0.0.1 port per service, starts the server with the
 * service's variables pointing there (`stubServices`), and publishes the port as
 * `E2E_STUB_PORT_<NAME>`; a test that needs the service starts a stub on it (`startStub`).
 * Against an already running server (E2E_BASE_URL) no port is published: such tests skip.
 */
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from '../dev/testing/local-service';
import { freePort } from './server';

/** Site names the e2e server's availability check maps to the SITES stub. */
export const stubSites = ['ping.e2e.example'];

/** Server environment of each stubbed service, given the stub's base URL. */
export const stubServices: Record<string, (url: string) => Record<string, string>> = {
  DADATA: (url) => ({ DADATA_URL: url, DADATA_TOKEN: 'e2e-dadata-token' }),
  ORD_VK: (url) => ({ ORD_VK_URL: url, ORD_VK_TOKEN: 'e2e-vk-token' }),
  LLM: (url) => ({ LLM_URL: url, LLM_API_KEY: 'e2e-llm-key' }),
  // The availability check reaches these names alone, at the stub (API.md: DOMAIN_CHECK_RESOLVE);
  // every other name of the suite's database is NOT_AVAILABLE without a lookup.
  SITES: (url) => ({ DOMAIN_CHECK_RESOLVE: stubSites.map((name) => `${name}=${new URL(url).host}`).join(','), DOMAIN_CHECK_ALLOW_PRIVATE: 'true', DOMAIN_CHECK_RESOLVE_ONLY: 'true' }),
};

/** Reserves the ports; returns the server's extra environment and the variables for the tests. */
export async function reserveStubs(): Promise<{ serverEnv: Record<string, string>; testEnv: Record<string, string> }> {
  const serverEnv: Record<string, string> = {};
  const testEnv: Record<string, string> = {};
  for (const [name, envOf] of Object.entries(stubServices)) {
    const port = await freePort();
    Object.assign(serverEnv, envOf(`http://127.0.0.1:${port}`));
    testEnv[`E2E_STUB_PORT_${name}`] = String(port);
  }
  return { serverEnv, testEnv };
}

export function stubPort(name: string): number | null {
  const port = Number(process.env[`E2E_STUB_PORT_${name}`]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

export type StubRequest = RecordedRequest;
export type StubAnswer = LocalAnswer;
export type RunningStub = Pick<LocalService, 'requests' | 'close'>;

/** Starts the stub of `name` on its reserved port; answers come from `route` as JSON. */
export async function startStub(name: string, route: (request: StubRequest) => StubAnswer): Promise<RunningStub> {
  const port = stubPort(name);
  if (!port) throw new Error(`no port reserved for the ${name} stub`);
  return startLocalService(route, port);
}
