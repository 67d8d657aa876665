/**
 * The availability of one host (API.md "Domain inventory"): GET https://{host}/, and when
 * that gives no HTTP answer at all (refused connection, TLS failure, timeout), http://{host}/.
 * Redirects are followed, each hop resolved and judged again before it is requested. The final
 * answer is CAPTCHA when it is a challenge page, whatever its status, AVAILABLE for 2xx and
 * 3xx, NOT_AVAILABLE otherwise; a host that is not a host name, has no address or resolves to
 * a non-public address is NOT_AVAILABLE without a request, with the reason in `error`.
 */
import { normaliseHostName } from '../../../domain/domains/host-name';
import { attemptDeadline } from './attempt-deadline';
import { captchaOf, type CaptchaKind } from './captcha-recognition';
import { checkProblem, type CheckProblem } from './check-problem';
import type { DomainCheckSettings } from './check-settings';
import { resolveHost } from './host-resolution';
import { requestPage } from './page-request';

export type CheckedAvailability = 'AVAILABLE' | 'NOT_AVAILABLE' | 'CAPTCHA';

export interface HostCheckResult {
  /** The host as it was given. */
  host: string;
  httpCode: number | null;
  available: CheckedAvailability;
  checkedAt: Date;
  /** The last URL requested. */
  url?: string;
  captcha?: CaptchaKind;
  error?: CheckProblem;
}

type AttemptEnd =
  | { answered: true; status: number; url: URL; captcha: CaptchaKind | null }
  | { answered: false; problem: CheckProblem; httpCode: number | null; url: URL; unreachable: boolean };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function nextUrl(location: string, from: URL): URL | null {
  try {
    const next = new URL(location, from);
    return (next.protocol === 'http:' || next.protocol === 'https:') && next.hostname !== '' ? next : null;
  } catch {
    return null;
  }
}

async function hops(start: URL, settings: DomainCheckSettings, signal: AbortSignal, current: { url: URL }): Promise<AttemptEnd> {
  for (let hop = 0; ; hop++) {
    const url = current.url;
    const resolution = await resolveHost(url.hostname, settings, signal);
    if (!resolution.ok) return { answered: false, problem: resolution.problem, httpCode: null, url, unreachable: false };
    const answer = await requestPage(url, resolution.target, { signal, readBody: (status) => !redirectStatuses.has(status), maxBodyBytes: settings.maxBodyBytes, ca: settings.ca });
    const captcha = captchaOf(answer.headers, answer.body);
    const location = redirectStatuses.has(answer.status) ? answer.headers.location : undefined;
    if (captcha || !location) return { answered: true, status: answer.status, url, captcha };
    const failed = (problem: CheckProblem): AttemptEnd => ({ answered: false, problem, httpCode: answer.status, url, unreachable: false });
    if (hop >= settings.maxRedirects) return failed(checkProblem('domains.check.tooManyRedirects', { max: settings.maxRedirects, url: start.href }));
    const next = nextUrl(location, url);
    if (!next) return failed(checkProblem('domains.check.badRedirect', { url: url.href, location }));
    current.url = next;
  }
}

async function attempt(start: URL, settings: DomainCheckSettings, outer: AbortSignal): Promise<AttemptEnd> {
  const deadline = attemptDeadline(outer, settings.timeoutMs);
  const current = { url: start };
  try {
    return await hops(start, settings, deadline.signal, current);
  } catch (error) {
    if (outer.aborted) throw outer.reason;
    const problem = deadline.timedOut()
      ? checkProblem('domains.check.timeout', { url: start.href, seconds: settings.timeoutMs / 1000 })
      : checkProblem('domains.check.connectionFailed', { url: current.url.href, reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message });
    return { answered: false, problem, httpCode: null, url: current.url, unreachable: true };
  } finally {
    deadline.dispose();
  }
}

function resultOf(host: string, end: AttemptEnd): HostCheckResult {
  const checkedAt = new Date();
  if (!end.answered) return { host, httpCode: end.httpCode, available: 'NOT_AVAILABLE', checkedAt, url: end.url.href, error: end.problem };
  const available = end.captcha ? 'CAPTCHA' : end.status >= 200 && end.status < 400 ? 'AVAILABLE' : 'NOT_AVAILABLE';
  return { host, httpCode: end.status, available, checkedAt, url: end.url.href, ...(end.captcha ? { captcha: end.captcha } : {}) };
}

/** Checks one host; rejects only when `signal` aborts. */
export async function checkHost(host: string, settings: DomainCheckSettings, signal: AbortSignal): Promise<HostCheckResult> {
  const name = normaliseHostName(host);
  if (!name.ok) return { host, httpCode: null, available: 'NOT_AVAILABLE', checkedAt: new Date(), error: checkProblem(name.code, name.values) };
  const secure = await attempt(new URL(`https://${name.host}/`), settings, signal);
  if (secure.answered || !secure.unreachable) return resultOf(host, secure);
  return resultOf(host, await attempt(new URL(`http://${name.host}/`), settings, signal));
}
