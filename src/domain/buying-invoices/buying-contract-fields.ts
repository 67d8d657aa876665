/**
 * The contract shape of the buying side (spec 2 §3, §9), declared once for publisher and DSP
 * contracts: the billing organisation (the 4th by default), the counterparty's legal entity,
 * number, signing date, payment delay, VAT percent and the document's link. Both are sent to
 * the registry with the same fields. Each contract entity lists them in its own order (the
 * order of the API's answers) beside its registry fields.
 */
import type { AnyEntity } from '../core/entity';
import type { OrdRole } from '../core/registry-kind';

/** Spec 2 §9: a buying contract's organisation is the 4th billing organisation. */
export const publisherBillingOrganisationId = 4;

/** The fields a buying contract is sent to the registry with: a change of one clears "actual in registry". */
export const publisherContractRegistryFields = ['organisation', 'legalEntity', 'number', 'date'] as const;

export const buyingContractFields = {
  organisation: { kind: 'ref', ref: 'organisation', required: true, default: publisherBillingOrganisationId, index: true },
  legalEntity: { kind: 'ref', ref: 'legalEntity', required: true, index: true },
  number: { kind: 'string', required: true, trim: true, index: true },
  date: { kind: 'date', required: true, label: 'fields.signingDate' },
  postponeDays: { kind: 'int', required: true, default: 60, rules: ['nonNegativeInteger'] },
  nds: { kind: 'decimal', required: true, default: 20, rules: ['unsigned'], min: 0, max: 100 },
  link: { kind: 'url', trim: true, rules: ['url'] },
} as const;

/**
 * How a buying contract goes to the registry: a service contract in which our organisation (the
 * client) orders ad distribution from the counterparty's legal entity (the contractor), who
 * takes `role` in ERIR by it.
 */
export const buyingContractRegistryKind = <E extends AnyEntity, P extends string>(entity: E, prefix: P, role?: OrdRole) =>
  ({
    plan: 'contract',
    entity,
    object: 'contract',
    prefix,
    fields: publisherContractRegistryFields,
    parties: [
      { field: 'organisation', kind: 'organisation', side: 'client' },
      { field: 'legalEntity', kind: 'legalEntity', side: 'contractor', role },
    ],
    service: true,
  }) as const;
