import { describeFetchFailure, IntegrationError } from '../integration-error';
import { PIPEDRIVE_PAGE_LIMIT, requirePipedriveToken, type PipedriveConfig } from './config';

/** A CRM organisation as the sync stores it. */
export interface CrmOrganization {
  crmId: number;
  name: string;
}

/** The parts of `GET /api/v2/organizations` the sync reads. */
interface OrganizationsPage {
  success?: boolean;
  error?: string;
  data?: Array<{ id?: unknown; name?: unknown }> | null;
  additional_data?: { next_cursor?: string | null } | null;
}

const failPrefix = 'Failed to fetch CRM organisations';

function fail(detail: string, status?: number, cause?: unknown): IntegrationError {
  return new IntegrationError(`${failPrefix}: ${detail}`, { service: 'pipedrive', code: 'UPSTREAM', status, cause });
}

/** Pipedrive's error text from a JSON error body, if there is one. */
async function errorDetail(response: Response): Promise<string> {
  const head = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body?.error === 'string' && body.error.trim() ? `${head}: ${body.error.trim()}` : head;
  } catch {
    return head;
  }
}

async function fetchPage(config: PipedriveConfig, token: string, cursor: string | undefined): Promise<OrganizationsPage> {
  const url = new URL(`${config.url}/api/v2/organizations`);
  url.searchParams.set('limit', String(PIPEDRIVE_PAGE_LIMIT));
  if (cursor) url.searchParams.set('cursor', cursor);

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'x-api-token': token, Accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw fail(describeFetchFailure(error, config.timeoutMs), undefined, error);
  }
  if (!response.ok) throw fail(await errorDetail(response), response.status);

  let page: OrganizationsPage;
  try {
    page = (await response.json()) as OrganizationsPage;
  } catch (error) {
    throw fail(describeFetchFailure(error, config.timeoutMs), response.status, error);
  }
  if (page === null || typeof page !== 'object') throw fail('unexpected answer', response.status);
  if (page.success === false) throw fail(page.error?.trim() || 'the service reported a failure', response.status);
  if (page.data !== undefined && page.data !== null && !Array.isArray(page.data)) {
    throw fail('unexpected answer', response.status);
  }
  return page;
}

/** Yields the organisations page by page, following `additional_data.next_cursor`. */
export async function* organizationPages(config: PipedriveConfig): AsyncGenerator<CrmOrganization[]> {
  const token = requirePipedriveToken(config);
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await fetchPage(config, token, cursor);
    yield (page.data ?? []).flatMap((item) =>
      typeof item?.id === 'number' && Number.isInteger(item.id)
        ? [{ crmId: item.id, name: typeof item.name === 'string' ? item.name.trim() : '' }]
        : [],
    );
    cursor = page.additional_data?.next_cursor ?? undefined;
    if (cursor !== undefined) {
      if (seen.has(cursor)) throw fail(`the service repeated the page cursor ${cursor}`);
      seen.add(cursor);
    }
  } while (cursor);
}

/** Every organisation of the CRM account. */
export async function fetchAllOrganizations(config: PipedriveConfig): Promise<CrmOrganization[]> {
  const all: CrmOrganization[] = [];
  for await (const page of organizationPages(config)) all.push(...page);
  return all;
}
