import { describe, expect, it } from 'vitest';
import { client } from '../../counterparties/counterparties';
import { ListQueryError, parseListQuery } from './list-query';

const prototypeNames = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

describe('parseListQuery and names of plain-object properties', () => {
  it.each(prototypeNames)('refuses %s as a filter, with or without an operator', (name) => {
    expect(() => parseListQuery(client, { [name]: '1' })).toThrow(new ListQueryError('query.unknownFilter', { filter: name }));
    expect(() => parseListQuery(client, { [`${name}__in`]: '1' })).toThrow(new ListQueryError('query.unknownFilter', { filter: `${name}__in` }));
  });

  it.each(prototypeNames)('refuses %s as an ordering, ascending or descending', (name) => {
    expect(() => parseListQuery(client, { ordering: name })).toThrow(new ListQueryError('query.unknownOrdering', { field: name }));
    expect(() => parseListQuery(client, { ordering: `-${name}` })).toThrow(new ListQueryError('query.unknownOrdering', { field: name }));
  });

  it('still takes the declared fields', () => {
    const query = parseListQuery(client, { name__cnt: 'acme', ordering: '-name' });
    expect(query.filters).toEqual([{ field: 'name', op: 'cnt', values: ['acme'] }]);
    expect(query.ordering).toEqual([{ field: 'name', desc: true }]);
  });
});
