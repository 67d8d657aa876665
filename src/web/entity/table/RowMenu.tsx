/** The row context menu: edit (open, for what nobody edits), download of each file the row holds, caller's actions, delete (spec 1 §1). */
import { useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import type { Actor } from '../../../domain/core/access';
import type { ActionVerdict } from '../../../domain/core/actions/action';
import type { RowFile } from './file-cells';
import type { Row, RowAction } from './table-options';

export interface MenuAnchor {
  row: Row;
  element?: HTMLElement;
  position?: { top: number; left: number };
}

interface Props {
  anchor: MenuAnchor | null;
  actor: Actor | null;
  canEdit: boolean;
  canDelete(row: Row): boolean;
  actions: RowAction[];
  /** The files the row holds: each offered as "Download". */
  files?(row: Row): RowFile[];
  editLabel?: string;
  onEdit(row: Row): void;
  onDelete(row: Row): void;
  onAction(action: RowAction, row: Row): void;
  onClose(): void;
}

const always: ActionVerdict = { shown: true, enabled: true };

/** Whether a row action is listed, and whether it can be clicked. */
function verdictOf(action: RowAction, row: Row, actor: Actor | null): ActionVerdict {
  if (action.visible && !action.visible(row)) return { shown: false };
  const verdict = action.verdict?.(row, actor) ?? always;
  return verdict.shown && !verdict.enabled && action.hideUnavailable ? { shown: false } : verdict;
}

export function RowMenu({ anchor, actor, canEdit, canDelete, actions, files, editLabel = 'Edit', onEdit, onDelete, onAction, onClose }: Props) {
  const { t } = useTranslation();
  const row = anchor?.row;
  const [sub, setSub] = useState<{ action: RowAction; element: HTMLElement } | null>(null);
  const act = (fn: () => void) => () => {
    setSub(null);
    onClose();
    fn();
  };
  return (
    <Menu
      open={!!anchor}
      onClose={onClose}
      anchorEl={anchor?.element}
      anchorReference={anchor?.position ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={anchor?.position}
    >
      {row && canEdit && (
        <MenuItem onClick={act(() => onEdit(row))}>
          <ListItemIcon>
            <Edit fontSize="small" />
          </ListItemIcon>
          {t(editLabel)}
        </MenuItem>
      )}
      {row &&
        (files?.(row) ?? []).map((file) => (
          <MenuItem key={`file-${file.field}`} component="a" href={file.url} download={file.name ?? ''} onClick={onClose} data-testid={`download-${file.field}`}>
            <ListItemIcon>
              <FileDownload fontSize="small" />
            </ListItemIcon>
            {t('Download')}
          </MenuItem>
        ))}
      {row &&
        actions
          .map((a) => [a, verdictOf(a, row, actor)] as const)
          .filter(([, verdict]) => verdict.shown)
          .map(([a, verdict]) => (
            <MenuItem
              key={a.label}
              disabled={verdict.shown && !verdict.enabled}
              onClick={a.children ? (event) => setSub({ action: a, element: event.currentTarget }) : act(() => onAction(a, row))}
            >
              {a.icon && <ListItemIcon>{a.icon}</ListItemIcon>}
              {verdict.shown && !verdict.enabled ? <ListItemText primary={t(a.label)} secondary={t(verdict.reason)} /> : t(a.label)}
              {a.children && <ChevronRight fontSize="small" sx={{ ml: 'auto', pl: 1 }} />}
            </MenuItem>
          ))}
      {row && sub && (
        <Menu open onClose={() => setSub(null)} anchorEl={sub.element} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {(sub.action.children ?? []).map((child) => (
            <MenuItem key={child.label} onClick={act(() => onAction(child, row))}>
              {t(child.label)}
            </MenuItem>
          ))}
        </Menu>
      )}
      {row && canDelete(row) && (
        <MenuItem onClick={act(() => onDelete(row))}>
          <ListItemIcon>
            <Delete fontSize="small" />
          </ListItemIcon>
          {t('Delete')}
        </MenuItem>
      )}
    </Menu>
  );
}
