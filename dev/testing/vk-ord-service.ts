/**
 * A local VK ORD for tests: every request must fit the schema VK's OpenAPI document gives for
 * its path and method (JSON bodies by their schema, multipart forms by their fields); what does
 * not is collected in `problems` for the test to assert empty. The answers come from `answer`,
 * which a test may replace.
 */
import { fileURLToPath } from 'node:url';
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from './local-service';
import { OpenApiDocument } from './openapi-request-schema';

const document = new OpenApiDocument(fileURLToPath(new URL('../../src/server/integrations/ord/vk/vk-ord-openapi.yaml', import.meta.url)));

export interface VkOrdService extends LocalService {
  problems: string[];
  answer: (request: RecordedRequest) => LocalAnswer;
  /** `METHOD /path` of every request so far. */
  sent(): string[];
  /** Forgets the requests and problems so far. */
  reset(): void;
}

/** Answers as VK does to a successful call: an erid for a creative, one id per statistic, a hash for a media file. */
export function vkAnswer(request: RecordedRequest): LocalAnswer {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (path.startsWith('/v3/creative/')) return { status: 200, body: { erid: `Kra${path.split('-').pop()}` } };
  if (path === '/v3/statistics') {
    const items = (request.body as { items: Array<{ creative_external_id: string; pad_external_id: string; date_start_actual: string }> }).items;
    return { status: 200, body: { external_ids: items.map((i) => `${i.creative_external_id}__${i.pad_external_id}__${i.date_start_actual}`) } };
  }
  if (path.startsWith('/v1/media/')) return { status: 200, body: { sha256: '0'.repeat(64) } };
  return { status: 200, body: {} };
}

export async function startVkOrd(): Promise<VkOrdService> {
  const vk = {} as VkOrdService;
  const service = await startLocalService((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const template = document.templateOf(request.method, path);
    const where = `${request.method} ${path}`;
    if (!template) vk.problems.push(`${where} is not in VK's document`);
    else if (request.form) vk.problems.push(...document.formProblems(template, request.method, Object.keys(request.form)).map((p) => `${where}: ${p}`));
    else if (request.body !== null) vk.problems.push(...document.requestProblems(template, request.method, request.body).map((p) => `${where}: ${p}`));
    return vk.answer(request);
  });
  return Object.assign(vk, service, {
    problems: [] as string[],
    answer: vkAnswer,
    sent: () => service.requests.map((r) => `${r.method} ${new URL(r.url, 'http://localhost').pathname}`),
    reset: () => {
      service.requests.length = 0;
      vk.problems.length = 0;
    },
  });
}

/**
 * The environment of a test that sends to the VK stand-in alone: `use` points ORD_VK_URL and
 * ORD_VK_TOKEN at it (no Ozon) and resets it before each test; `restore` puts back what the
 * process had.
 */
export function vkOnlyOperatorEnv() {
  const names = ['ORD_VK_URL', 'ORD_VK_TOKEN', 'ORD_OZON_TOKEN'] as const;
  const saved = names.map((name) => [name, process.env[name]] as const);
  return {
    use(vk: VkOrdService) {
      process.env.ORD_VK_URL = vk.url;
      process.env.ORD_VK_TOKEN = 'vk-key';
      delete process.env.ORD_OZON_TOKEN;
      vk.reset();
      vk.answer = vkAnswer;
    },
    restore() {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
