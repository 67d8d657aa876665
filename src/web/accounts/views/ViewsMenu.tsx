/**
 * The table's views menu (issue 24): save the current filters, sort and columns as a named view
 * (shared with everyone or not), apply a view, and rename, delete or pass on a link to one.
 */
import { useState } from 'react';
import { Box, Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import BookmarkAdd from '@mui/icons-material/BookmarkAdd';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import People from '@mui/icons-material/People';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useNotify } from '../../app/snackbar';
import { viewLink, type SavedView } from './saved-views';
import { SaveViewDialog } from './SaveViewDialog';
import { ShareViewDialog } from './ShareViewDialog';
import type { SavedViewsApi } from './use-saved-views';

type Dialog = { kind: 'save' } | { kind: 'rename' | 'share' | 'delete'; view: SavedView };

export function ViewsMenu({ views }: { views: SavedViewsApi }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setAnchor(null);
  const open = (next: Dialog) => {
    close();
    setDialog(next);
  };
  const { active } = views;
  // The table's own address (with the app's base path), whatever router it runs in.
  const tableHref = useHref(useLocation().pathname);
  return (
    <>
      {/* Only the icon until a view is shown; then its name beside it. */}
      <Tooltip title={active ? `${t('Views')}: ${active.name ?? ''}` : t('Views')}>
        <Button
          size="small"
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-label={active ? `${t('Views')}: ${active.name ?? ''}` : t('Views')}
          data-testid="views-button"
          sx={{ textTransform: 'none', minWidth: 0, px: 0.5, maxWidth: 180, flexShrink: 0, color: 'action.active' }}
        >
          <BookmarksOutlined fontSize="small" sx={{ mr: active ? 0.5 : 0 }} />
          {active && (
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.primary' }}>
              {active.name}
            </Box>
          )}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 420 } } }} data-testid="views-menu">
        <MenuItem onClick={() => open({ kind: 'save' })} data-testid="save-view">
          <ListItemIcon>
            <BookmarkAdd fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('Save the current view')}</ListItemText>
        </MenuItem>
        <Divider />
        {!views.views.length && <MenuItem disabled>{t(views.loading ? 'Loading...' : 'No saved views')}</MenuItem>}
        {views.views.map((view) => (
          <MenuItem
            key={view.id}
            selected={view.id === active?.id}
            onClick={() => {
              close();
              views.apply(view);
            }}
            data-testid={`view-${view.id}`}
          >
            <ListItemText
              primary={view.name ?? ''}
              secondary={view.shared ? (views.isOwn(view) ? t('Shared') : (view.ownerName ?? t('Shared'))) : undefined}
              slotProps={{ primary: { noWrap: true, title: view.name ?? '' } }}
            />
            <Stack direction="row" sx={{ ml: 1 }} onClick={(e) => e.stopPropagation()}>
              {view.shared && !views.isOwn(view) && <People fontSize="small" color="action" sx={{ alignSelf: 'center', mr: 0.5 }} />}
              <Tooltip title={t('Link to the view')}>
                <IconButton size="small" aria-label={`${t('Link to the view')} ${view.name}`} onClick={() => open({ kind: 'share', view })}>
                  <LinkIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {views.mayChange(view) && (
                <Tooltip title={t('Rename view')}>
                  <IconButton size="small" aria-label={`${t('Rename view')} ${view.name}`} onClick={() => open({ kind: 'rename', view })}>
                    <Edit fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {views.mayDelete(view) && (
                <Tooltip title={t('Delete view')}>
                  <IconButton size="small" aria-label={`${t('Delete view')} ${view.name}`} onClick={() => open({ kind: 'delete', view })}>
                    <Delete fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          </MenuItem>
        ))}
      </Menu>
      {dialog?.kind === 'save' && <SaveViewDialog title="Save view" initial={{ name: '', shared: false }} onSave={(values) => void views.save(values)} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'rename' && (
        <SaveViewDialog
          title="Rename view"
          initial={{ name: dialog.view.name ?? '', shared: dialog.view.shared }}
          onSave={(values) => void views.change(dialog.view, values)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareViewDialog
          link={viewLink(window.location.origin, tableHref, dialog.view)}
          privateView={!dialog.view.shared}
          onCopied={() => notify('The link has been copied', 'success')}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        message="Do you really want to delete this view?"
        onConfirm={() => dialog?.kind === 'delete' && void views.remove(dialog.view)}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
