/**
 * The VK ORD client (its public OpenAPI document, vk-ord-openapi.yaml): every object is PUT
 * under our external id, so VK's id for it is that external id; a creative answers its erid at
 * once; a creative's files are uploaded first (PUT /v1/media, multipart) and named by it; an act is PUT whole (items by original contract → creative → platform) and then marked
 * ready; statistics go one month per request; ERIR's status is read per object or in bulk.
 */
import { ordServices, type OrdConfig } from '../config';
import { ordExternalId, type OrdStatusKind } from '../external-ids';
import { OrdError } from '../ord-error';
import { callOperator, fileForm, pick, type OperatorRequest } from '../operator-call';
import type { OrdOperator, OrdSent, OrdStatisticSent, OrdStatus } from '../operator';
import { readVkFault } from './vk-faults';
import { vkContract, vkCreative, vkDataType, vkInvoice, vkMediaId, vkPad, vkPerson, vkStatistics, vkStatus, type VkPayload } from './vk-mapping';

const settings = ordServices.VK;
const at = (...parts: string[]) => parts.map((part) => (part.startsWith('/') ? part : `/${encodeURIComponent(part)}`)).join('');

function unexpected(request: OperatorRequest, what: string): OrdError {
  return new OrdError(`${settings.label}: ${request.method} ${request.path} answered without ${what}`, { service: settings.service, answerClass: 'RETRY' });
}

export function vkOperator(config: OrdConfig): OrdOperator {
  const call = (request: OperatorRequest) => callOperator(settings, config, request, readVkFault);
  const put = async (collection: string, payload: VkPayload): Promise<OrdSent> => {
    await call({ method: 'PUT', path: at(collection, payload.externalId), body: payload.body });
    return { externalId: payload.externalId, ordId: payload.externalId };
  };

  return {
    api: 'VK',
    upsertParty: async (party) => put('/v1/person', vkPerson(party)),
    upsertContract: async (contract) => put('/v1/contract', vkContract(contract)),
    upsertPlatform: async (platform) => put('/v1/pad', vkPad(platform)),
    async uploadMedia(media) {
      const externalId = vkMediaId(media.id);
      // Answers the file's sha256; uploading the same bytes again under the same id is accepted.
      await call({ method: 'PUT', path: at('/v1/media', externalId), form: fileForm('media_file', media) });
      return { externalId, ordId: externalId };
    },
    async upsertCreative(creative) {
      const payload = vkCreative(creative);
      const request: OperatorRequest = { method: 'PUT', path: at('/v3/creative', payload.externalId), body: payload.body };
      const erid = pick(await call(request), 'erid');
      if (typeof erid !== 'string' || !erid) throw unexpected(request, 'an erid');
      return { externalId: payload.externalId, ordId: payload.externalId, erid };
    },
    upsertAct: async (act) => put('/v4/invoice', vkInvoice(act)),
    async markActReady(actId, kind = 'act') {
      await call({ method: 'POST', path: at('/v4/invoice', ordExternalId(kind, actId), '/ready') });
    },
    async sendStatistics(rows) {
      const sent: OrdStatisticSent[] = [];
      for (const batch of vkStatistics(rows)) {
        const request: OperatorRequest = { method: 'POST', path: '/v3/statistics', body: batch.body };
        // VK keys a statistic by itself (creative, pad, date) and answers those ids, one per item in order.
        const ids = pick(await call(request), 'external_ids');
        if (!Array.isArray(ids) || ids.length !== batch.ids.length) throw unexpected(request, 'one external id per item');
        batch.ids.forEach((id, i) => sent.push({ id, externalId: String(ids[i]), ordId: String(ids[i]) }));
      }
      return sent;
    },
    async getStatus(kind: OrdStatusKind, externalIds: string[]): Promise<OrdStatus[]> {
      const dataType = vkDataType[kind];
      if (externalIds.length === 0) return [];
      if (externalIds.length === 1) {
        const answer = await call({ method: 'GET', path: at('/v1', dataType, externalIds[0], '/erir_status') });
        return [vkStatus(externalIds[0], (answer ?? {}) as Record<string, unknown>)];
      }
      const request: OperatorRequest = { method: 'POST', path: '/v1/erir_statuses', body: { data_type: dataType, external_id: externalIds } };
      const items = pick(await call(request), 'items');
      if (!Array.isArray(items)) throw unexpected(request, 'items');
      const byId = new Map(items.map((item: Record<string, unknown>) => [String(item.external_id), item]));
      // An id VK does not list has no status yet: it is left out rather than guessed.
      return externalIds.flatMap((id) => (byId.has(id) ? [vkStatus(id, byId.get(id) as Record<string, unknown>)] : []));
    },
  };
}
