/**
 * Import of a legal entity by tax number (spec 1 §2 legal entity form, §7, §8): the server
 * asks the company-data service and answers the fields to fill. The token stays here.
 */
import { z } from 'zod';
import { issuesToFieldErrors } from '../../../domain/validation/entity-schema';
import { messages } from '../../../domain/rules/field-rules';
import { IntegrationError, lookupByInn, readDadataConfig } from '../../integrations/dadata';
import { ApiError, invalidFormData } from '../../http/api-error';
import type { RouteModule } from '../../http/route-module';

export const noPartToImport = 'Choose what to import';

const lookupRequest = z
  .object({
    inn: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z.string({ error: messages.required }).min(1, messages.required).regex(/^\d+$/, messages.nonNegativeInteger),
    ),
    kpp: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().optional()),
    party: z.boolean().default(false),
    bank: z.boolean().default(false),
  })
  .refine((r) => r.party || r.bank, { message: noPartToImport, path: ['party'] });

export const innLookupRoutes: RouteModule = (api) => {
  api.post('/legal_entities/inn_lookup/', async (request) => {
    const parsed = lookupRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw invalidFormData(issuesToFieldErrors(parsed.error.issues));
    try {
      return await lookupByInn(readDadataConfig(), parsed.data);
    } catch (error) {
      if (error instanceof IntegrationError) throw new ApiError(400, error.message);
      throw error;
    }
  });
};
