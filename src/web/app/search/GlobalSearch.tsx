/**
 * The search box of the shell (issue 24): answers as one types (420 ms after the last key),
 * results grouped by entity, arrows move through them, Enter or a click opens one; Ctrl+K or
 * "/" focuses the box from anywhere, Escape leaves it. The input keeps the focus and names the
 * active result (`aria-activedescendant`), as a combobox does.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, ClickAwayListener, IconButton, InputAdornment, Paper, Popper, TextField, Tooltip, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entities } from '../../../domain/core/entities';
import { dataProvider } from '../../data/data-provider';
import { useDebouncedCommit } from '../../entity/table/use-debounced';
import { movedIndex } from '../../entity/table/row-keys';
import type { AppRoute } from '../routes';
import { isSearchShortcut, searchHit, searchMinLength, searchSources, type SearchHit } from './global-search';
import { searchRows } from './search-rows';
import { SearchResults, statusKey } from './SearchResults';

const listboxId = 'global-search-results';
const optionId = (index: number) => `global-search-option-${index}`;

interface Props {
  routes: readonly AppRoute[];
  /** The drawer is in mini mode: a button stands for the box and widens the drawer. */
  mini?: boolean;
  /** Widens the drawer (from mini mode) so that the box can show. */
  onExpand?(): void;
}

export function GlobalSearch({ routes, mini = false, onExpand }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sources = useMemo(() => searchSources(entities, routes), [routes]);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const [text, setText] = useState('');
  const [word, setWord] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [wantFocus, setWantFocus] = useState(false);
  const onExpandRef = useRef(onExpand);
  onExpandRef.current = onExpand;
  useDebouncedCommit(text.trim(), (next) => {
    setWord(next);
    setActive(0);
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onExpandRef.current?.();
      setWantFocus(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The box is focused once it is there (after the drawer widened, when it was mini).
  useEffect(() => {
    if (!wantFocus || !inputRef.current) return;
    inputRef.current.focus();
    inputRef.current.select();
    setOpen(true);
    setWantFocus(false);
  }, [wantFocus, mini]);

  const searching = word.length >= searchMinLength;
  const answers = useQueries({
    queries: sources.map((source) => ({
      queryKey: ['globalSearch', source.entity.name, word],
      queryFn: ({ signal }: { signal: AbortSignal }) => searchRows(dataProvider, source.entity, word, signal),
      enabled: searching,
      staleTime: 30_000,
      retry: false,
    })),
  });
  // A list the user may not read (403) is left out, as one with no match.
  const groups = sources
    .map((source, i) => ({ source, hits: (answers[i].data ?? []).map((row) => searchHit(source, row)) }))
    .filter((group) => group.hits.length > 0);
  const hits: SearchHit[] = groups.flatMap((group) => group.hits);
  const pending = searching && answers.some((answer) => answer.isFetching);
  const current = hits.length ? Math.min(active, hits.length - 1) : -1;

  const close = () => setOpen(false);
  const openHit = (hit: SearchHit) => {
    close();
    setText('');
    setWord('');
    inputRef.current?.blur();
    navigate(hit.source.editorPath(hit.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      inputRef.current?.blur();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (current >= 0) openHit(hits[current]);
      return;
    }
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : null;
    if (move === null || !hits.length) return;
    event.preventDefault();
    setOpen(true);
    const next = movedIndex(current, move, hits.length);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const status = statusKey(searching, pending, hits.length > 0);
  if (mini) {
    return (
      <Tooltip title={t('Search (Ctrl+K)')} placement="right">
        <IconButton
          aria-label={t('Search everywhere')}
          sx={{ mx: 'auto', display: 'flex' }}
          onClick={() => {
            onExpand?.();
            setWantFocus(true);
          }}
        >
          <Search fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <ClickAwayListener onClickAway={close}>
      <Box ref={anchorRef} sx={{ px: 1, py: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          value={text}
          placeholder={t('Search (Ctrl+K)')}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          slotProps={{
            htmlInput: {
              'aria-label': t('Search everywhere'),
              role: 'combobox',
              'aria-expanded': open,
              'aria-controls': listboxId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': open && current >= 0 ? optionId(current) : undefined,
              'data-testid': 'global-search',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Popper open={open && text.trim() !== ''} anchorEl={anchorRef.current} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <Paper elevation={8} sx={{ width: 420, maxHeight: '70vh', overflowY: 'auto' }} data-testid="global-search-results">
            {status && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                {t(status, { count: searchMinLength })}
              </Typography>
            )}
            {hits.length > 0 && (
              <SearchResults id={listboxId} groups={groups} current={current} optionId={optionId} onActive={setActive} onOpen={openHit} />
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
