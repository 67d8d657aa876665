/**
 * Import of a legal entity by tax number (spec 1 §2 legal entity form, §7, §8): the server
 * asks the company-data service and answers the fields to fill. The token stays here.
 */
import { innLookup } from '../../domain/counterparties/counterparty-actions';
import { IntegrationError, lookupByInn, readDadataConfig } from '../integrations/dadata';
import { actionRoute } from '../http/actions/action-route';
import { integrationRefusal } from '../integrations/integration-refusal';

export const innLookupRoute = actionRoute(innLookup, async ({ body }) => {
  try {
    return await lookupByInn(readDadataConfig(), body);
  } catch (error) {
    if (error instanceof IntegrationError) throw integrationRefusal(error);
    throw error;
  }
});
