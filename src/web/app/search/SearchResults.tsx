/** The search box's results: grouped by entity, each hit an option of the listbox the box controls. */
import { Box, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SearchHit, SearchSource } from './global-search';

interface Props {
  id: string;
  groups: Array<{ source: SearchSource; hits: SearchHit[] }>;
  /** The active hit's index over all groups (-1: none). */
  current: number;
  optionId(index: number): string;
  onActive(index: number): void;
  onOpen(hit: SearchHit): void;
}

/** The line above the results (null: the hits say it all); `count` is the shortest word searched. */
export function statusKey(searching: boolean, pending: boolean, found: boolean): string | null {
  if (!searching) return 'Type at least {{count}} characters';
  if (found) return null;
  return pending ? 'Searching' : 'Nothing found';
}

export function SearchResults({ id, groups, current, optionId, onActive, onOpen }: Props) {
  const { t } = useTranslation();
  let index = -1;
  return (
    <List dense id={id} role="listbox" aria-label={t('Search everywhere')} disablePadding>
      {groups.map((group) => (
        <Box component="li" key={group.source.entity.name} role="presentation">
          <Box component="ul" role="group" aria-label={t(group.source.title)} sx={{ p: 0 }}>
            <ListSubheader disableSticky sx={{ lineHeight: '32px' }}>
              {t(group.source.title)}
            </ListSubheader>
            {group.hits.map((hit) => {
              index += 1;
              const mine = index;
              return (
                <ListItemButton
                  key={`${group.source.entity.name}-${hit.id}`}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === current}
                  selected={mine === current}
                  tabIndex={-1}
                  data-testid="global-search-hit"
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => onActive(mine)}
                  onClick={() => onOpen(hit)}
                >
                  <ListItemText
                    primary={hit.title}
                    secondary={hit.detail || undefined}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              );
            })}
          </Box>
        </Box>
      ))}
    </List>
  );
}
