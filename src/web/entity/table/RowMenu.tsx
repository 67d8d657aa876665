/** The row context menu: edit, caller's actions, delete (spec 1 §1). */
import { useState } from 'react';
import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { Row, RowAction } from './table-options';

export interface MenuAnchor {
  row: Row;
  element?: HTMLElement;
  position?: { top: number; left: number };
}

interface Props {
  anchor: MenuAnchor | null;
  canEdit: boolean;
  canDelete(row: Row): boolean;
  actions: RowAction[];
  onEdit(row: Row): void;
  onDelete(row: Row): void;
  onAction(action: RowAction, row: Row): void;
  onClose(): void;
}

export function RowMenu({ anchor, canEdit, canDelete, actions, onEdit, onDelete, onAction, onClose }: Props) {
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
          {t('Edit')}
        </MenuItem>
      )}
      {row &&
        actions
          .filter((a) => a.visible?.(row) ?? true)
          .map((a) => (
            <MenuItem
              key={a.label}
              onClick={a.children ? (event) => setSub({ action: a, element: event.currentTarget }) : act(() => onAction(a, row))}
            >
              {a.icon && <ListItemIcon>{a.icon}</ListItemIcon>}
              {t(a.label)}
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
