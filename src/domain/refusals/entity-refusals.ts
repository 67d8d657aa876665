/** Refusals of the generic entity path: forms, lookups, lost updates, list queries, the database. */
export const entityRefusals = {
  'form.invalid': 'invalid form data',
  'entity.notFound': 'Not found.',
  'entity.stale': 'The record was changed by someone else',
  'entity.deleteForbidden': 'You do not have permission to delete this item',
  'entity.notLinked': 'The item is not linked to {{param}} {{value}}',
  'database.invalidValue': 'Invalid value',
  'query.invalidValue': "Invalid value '{{value}}' for filter {{filter}}",
  'query.page': 'Invalid page',
  'query.pageSize': 'page_size must be between 1 and {{max}}',
  'query.unknownOrdering': 'Unknown ordering field: {{field}}',
  'query.unknownFilter': 'Unknown filter: {{filter}}',
  'query.badOperator': 'Filter operator {{operator}} does not apply to {{field}} ({{kind}})',
  'query.twoValues': '{{filter}} takes two values: from,to',
  'query.oneValue': '{{filter}} takes one value',
  'query.tooManyRows': 'Too many rows to export: {{count}}; the limit is {{limit}}. Narrow the filters.',
} as const;
