/**
 * State of a ref picker: search text (debounced 420 ms), options from the reference list, labels
 * of chosen ids, and creation of a new item from the typed text (`creatable`, spec 1 §5).
 */
import { useState } from 'react';
import { entitiesByName } from '../../../domain/core/entities';
import { type ShortItem } from '../../app/api';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import { refPath, useReferenceOptions, type ShortFilters } from '../references';
import { useDebouncedCommit } from '../table/use-debounced';
import { dataProvider } from '../../data/data-provider';

export function useRefChoice(refName: string, valueLabel: unknown, filters?: ShortFilters) {
  const notify = useNotify();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useDebouncedCommit(input, setSearch);
  const { options, loading } = useReferenceOptions(refName, search, filters);
  const { options: first } = useReferenceOptions(refName, '', filters);
  const [known, setKnown] = useState<ShortItem[]>([]);

  const itemOf = (id: unknown, index = 0): ShortItem => {
    const key = String(id);
    const found = [...known, ...options, ...first].find((o) => String(o.v) === key);
    if (found) return found;
    const label = Array.isArray(valueLabel) ? valueLabel[index] : valueLabel;
    return { v: id as number | string, t: typeof label === 'string' ? label : `#${key}` };
  };
  const remember = (items: ShortItem[]) => setKnown((k) => [...items, ...k].slice(0, 200));

  const create = async (text: string): Promise<ShortItem | null> => {
    const path = refPath(refName);
    const target = entitiesByName[refName];
    if (!path || !target) return null;
    try {
      const model = await dataProvider.create<{ id: number | string }>(target, { [target.display]: text });
      const item = { v: model.id, t: text };
      remember([item]);
      notify('Item has been created', 'success');
      return item;
    } catch (e) {
      notify(errorMessage(e), 'error');
      return null;
    }
  };

  return { input, setInput, options, loading, itemOf, remember, create };
}
