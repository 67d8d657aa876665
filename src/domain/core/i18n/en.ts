/** English catalogue: message keys are their own English text; labels, titles and operators. */
import { messageKeys, type Catalogue } from './messages';
import { creativesEn } from '../../creatives/creatives-en';
import { domainsEn } from '../../domains/domains-en';
import { domainsInventoryEn } from '../../domains/domains-inventory-en';
import { publishersEn } from '../../publishers/publishers-en';
import { dmpsEn } from '../../dmps/dmps-en';
import { dspsEn } from '../../dsps/dsps-en';
import { registryEn } from '../../registry/registry-en';
import { registryActsEn } from '../../registry-acts/registry-acts-en';
import { buyingActsEn } from '../../buying-acts/buying-acts-en';
import { monthGenerationEn } from './month-generation-en';
import { salesEn } from '../../sales/sales-en';
import { tableEn } from './table-en';
import { shellEn } from './shell-en';
import { taskCentreEn } from './task-centre-en';
import { uploadEn } from './upload-en';
import { dashboardsEn } from '../../dashboards/dashboards-en';
import { monthCloseEn } from '../../month-close/month-close-en';
import { documentsEn } from '../../documents/documents-en';
import { holdersEn } from './holders-en';
import { fieldKindsEn } from './field-kinds';
import { editorEn } from './editor-en';
import { refusalsEn } from '../refusals/refusal-codes';
import { inventoryTaskDetailsEn } from '../../domains/inventory-task-details';
import { salesTermsEn } from '../../sales/sales-refusals';
import { addressRangeLabelsEn } from '../../domains/domain-check-refusals';
import { accountsEn } from '../../accounts/accounts-en';

const identity: Catalogue = Object.fromEntries(messageKeys.map((key) => [key, key]));

export const en: Catalogue = {
  ...identity,
  ...salesEn,
  ...tableEn,
  ...shellEn,
  ...taskCentreEn,
  ...uploadEn,
  ...accountsEn,
  ...creativesEn,
  ...dashboardsEn,
  ...monthCloseEn,
  ...documentsEn,
  ...domainsEn,
  ...domainsInventoryEn,
  ...publishersEn,
  ...dmpsEn,
  ...dspsEn,
  ...registryEn,
  ...registryActsEn,
  ...buyingActsEn,
  ...monthGenerationEn,
  ...holdersEn,
  ...inventoryTaskDetailsEn,
  ...editorEn,
  ...refusalsEn,
  ...salesTermsEn,
  ...addressRangeLabelsEn,
  'history.create': 'created',
  'history.update': 'changed',
  'history.delete': 'deleted',
  'Error while prepare Excel file: {{error}}': 'Error while prepare Excel file: {{error}}',
  'operators.eq': 'equals',
  'operators.cnt': 'contains',
  'operators.gt': 'greater than',
  'operators.gte': 'at least',
  'operators.lt': 'less than',
  'operators.lte': 'at most',
  'operators.btw': 'between',
  'operators.in': 'one of',
  'operators.nin': 'none of',
  'operators.neq': 'not equal',
  ...fieldKindsEn,
  // navigation and page titles
  Dashboard: 'Dashboard',
  Users: 'Users',
  User: 'User',
  'Legal entities': 'Legal entities',
  'Legal entity': 'Legal entity',
  Clients: 'Clients',
  Client: 'Client',
  Brands: 'Brands',
  Verticals: 'Verticals',
  Vertical: 'Vertical',
  Holdings: 'Holdings',
  'Product formats': 'Product formats',
  KKTU: 'KKTU',
  'ERIR statistics': 'ERIR statistics',
  'BT URLs': 'BT URLs',
  Profiler: 'Profiler',
  // field labels
  'fields.id': 'ID',
  'fields.name': 'Name',
  'fields.email': 'Email',
  'fields.firstName': 'First name',
  'fields.lastName': 'Last name',
  'fields.fullName': 'Full name',
  'fields.phone': 'Phone',
  'fields.department': 'Department',
  'fields.locale': 'Language',
  'fields.role': 'Access role',
  'fields.isActive': 'Active',
  'fields.isSuperAdmin': 'Super admin',
  'fields.pipeOrganization': 'Pipe organisation',
  'fields.crmId': 'CRM id',
  'fields.clients': 'Clients',
  'fields.type': 'Type',
  'fields.responsible': 'Responsible',
  'fields.user': 'User',
  'fields.isCurrent': 'Current session',
  'fields.title': 'Code and name',
  'fields.hasOrders': 'Has orders',
  'fields.parentContractId': 'Parent contract',
  'fields.orderLocked': 'Order locked',
  'fields.inLockedOrder': 'In a locked order',
  'fields.holding': 'Holding',
  'fields.comment': 'Comment',
  'fields.brandArea': 'Brand area',
  'fields.brand': 'Brand',
  'fields.fullname': 'Full name',
  'fields.client': 'Client',
  'fields.accountant': 'Accountant',
  'fields.web': 'Website',
  'fields.billingAddress': 'Billing address',
  'fields.address': 'Address',
  'fields.ceoName': 'CEO name',
  'fields.isTrustee': 'Trustee',
  'fields.trusteeName': 'Trustee name',
  'fields.trusteeConfirmDoc': 'Trustee confirming document',
  'fields.legalForm': 'Legal form',
  'fields.ownershipForm': 'Ownership form',
  'fields.country': 'Country',
  'fields.billingInfoPreset': 'Billing info preset',
  'fields.billingInfo': 'Billing info',
  'fields.code': 'Code',
  'fields.inn': 'Tax number (INN)',
  'fields.isAdx': 'AdX',
  'fields.fieldNames': 'Field names',
  'fields.urls': 'URLs',
  'fields.createdAt': 'Created',
  'fields.updatedAt': 'Updated',
  // entity names (sheet names, dialog titles)
  'entities.user': 'User',
  'entities.organisation': 'Organisation',
  'entities.billingInfoPreset': 'Billing info preset',
  'entities.holding': 'Holding',
  'entities.client': 'Client',
  'entities.brand': 'Brand',
  'entities.brandArea': 'Brand area',
  'entities.brandVertical': 'Vertical',
  'entities.legalEntity': 'Legal entity',
  'entities.productFormat': 'Product format',
  'entities.kktu': 'KKTU',
  'entities.btUrl': 'BT URLs',
  'entities.pipeOrganization': 'Pipe organisation',
  'entities.department': 'Department',
  'entities.country': 'Country',
  // billing info keys (a preset's fieldNames)
  'fields.billingInfo.inn': 'INN',
  'fields.billingInfo.kpp': 'KPP',
  'fields.billingInfo.ogrn': 'OGRN',
  'fields.billingInfo.okpo': 'OKPO',
  'fields.billingInfo.bankName': 'Bank name',
  'fields.billingInfo.bik': 'BIK',
  'fields.billingInfo.checkingAccount': 'Checking account',
  'fields.billingInfo.correspondentAccount': 'Correspondent account',
  'fields.billingInfo.registrationNumber': 'Registration number',
  'fields.billingInfo.swift': 'SWIFT',
  'fields.billingInfo.iban': 'IBAN',
};
