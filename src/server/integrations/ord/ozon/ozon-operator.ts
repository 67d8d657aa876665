/**
 * The Ozon ORD client, shaped after the public third-party clients (see ozon-mapping.ts and
 * docs/registry-operators.md): every object is POSTed to /api/external/… keyed by our external
 * id in the body, Ozon answers its own id (and a creative's erid as `marker`); a creative's
 * files are uploaded first (multipart) and named by Ozon's file ids; an act's links to creatives
 * are a separate call. Ozon has no "ready" step for acts.
 */
import { ordServices, type OrdConfig } from '../config';
import { byObject } from '../../../../domain/registry-kinds';
import { ordExternalId } from '../external-ids';
import { OrdError } from '../ord-error';
import { callOperator, fileForm, pick, type OperatorFault, type OperatorRequest } from '../operator-call';
import type { OrdOperator, OrdSent, OrdStatisticSent } from '../operator';
import { ozonContract, ozonCreative, ozonCreativeLinks, ozonInvoice, ozonOrganisation, ozonOwnerLink, ozonPlatform, ozonStatistics } from './ozon-mapping';

const settings = ordServices.OZON;

/** Ozon's error bodies: `{error}` in the clients, `{message}` from its gateway. */
export function readOzonFault(body: unknown): OperatorFault {
  const message = [pick(body, 'error'), pick(body, 'message')].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return { message: message?.trim() ?? (typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : null), fieldErrors: {} };
}

/** Where Ozon answers an object by our external id (INFERRED beyond invoices and platforms). */
export const ozonInfoPath = byObject({
  person: '/api/external/organisation',
  contract: '/api/external/contract',
  platform: '/api/external/platform',
  creative: '/api/external/creative',
  invoice: '/api/external/v2/invoice',
  statistic: '/api/external/v2/statistic',
});

export function ozonOperator(config: OrdConfig): OrdOperator {
  const call = (request: OperatorRequest) => callOperator(settings, config, request, readOzonFault);
  const answered = (request: OperatorRequest, value: unknown, what: string): string => {
    if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
    throw new OrdError(`${settings.label}: ${request.method} ${request.path} answered without ${what}`, { service: settings.service, answerClass: 'RETRY' });
  };
  const post = async (path: string, body: Record<string, unknown>, externalIdField: string, idPath: string): Promise<OrdSent> => {
    const request: OperatorRequest = { method: 'POST', path, body };
    const answer = await call(request);
    return { externalId: String(body[externalIdField]), ordId: answered(request, pick(answer, idPath), idPath) };
  };

  return {
    api: 'OZON',
    upsertParty: async (party) => post('/api/external/organisation', ozonOrganisation(party), 'externalOrganisationId', 'organisation.organisationId'),
    upsertContract: async (contract) => post('/api/external/contract', ozonContract(contract), 'externalContractId', 'contract.contractId'),
    async upsertPlatform(platform) {
      const sent = await post('/api/external/platform', ozonPlatform(platform), 'externalPlatformId', 'platform.platformId');
      const link = ozonOwnerLink(platform);
      await call({ method: 'POST', path: `/api/external/organisation/${encodeURIComponent(link.externalOrganisationId)}/platform`, body: link.body });
      return sent;
    },
    async uploadMedia(media) {
      // INFERRED: the external twin of the cabinet's upload (POST /api/ord/v2/file/media, field `file`, answer {id}).
      const request: OperatorRequest = { method: 'POST', path: '/api/external/file/media', form: fileForm('file', media) };
      const answer = await call(request);
      return { externalId: ordExternalId('media', media.id), ordId: answered(request, pick(answer, 'id') ?? pick(answer, 'file.id'), 'id') };
    },
    async upsertCreative(creative) {
      const body = ozonCreative(creative);
      const request: OperatorRequest = { method: 'POST', path: '/api/external/creative', body };
      const answer = await call(request);
      return {
        externalId: String(body.externalCreativeId),
        ordId: answered(request, pick(answer, 'creative.creativeId'), 'creative.creativeId'),
        erid: answered(request, pick(answer, 'creative.marker'), 'creative.marker'),
      };
    },
    async upsertAct(act) {
      const sent = await post('/api/external/v2/invoice', ozonInvoice(act), 'externalInvoiceId', 'invoice.invoiceId');
      const links = ozonCreativeLinks(act);
      if (links) await call({ method: 'POST', path: '/api/external/v3/invoice/creative/link', body: links });
      return sent;
    },
    async markActReady() {
      // Ozon takes an act to ERIR once it is saved with its links: there is nothing to call.
    },
    async sendStatistics(rows) {
      const sent: OrdStatisticSent[] = [];
      for (const batch of ozonStatistics(rows)) {
        await call({ method: 'POST', path: '/api/external/v2/statistic', body: batch.body });
        // Ozon keys statistics by our external ids and answers none of its own.
        for (const row of batch.rows) sent.push({ id: row.id, externalId: row.externalId, ordId: row.externalId });
      }
      return sent;
    },
    async getStatus(kind, externalIds) {
      const statuses = [];
      for (const externalId of externalIds) {
        await call({ method: 'GET', path: `${ozonInfoPath[kind]}/${encodeURIComponent(externalId)}` });
        statuses.push({ externalId, state: 'RECEIVED' as const, messages: [] });
      }
      return statuses;
    },
  };
}
