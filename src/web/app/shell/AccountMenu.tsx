/** Account menu: settings (/user/{me}), open rows by double click, show warnings, switch account, log out. */
import { useState } from 'react';
import { Checkbox, IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import SwitchAccount from '@mui/icons-material/SwitchAccount';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount, useAuth } from '../auth';
import { canSeeWarnings, openRowCookie, openRowOnDoubleClick, seeWarningsCookie, writeCookie } from '../preferences';
import { useNotify } from '../snackbar';

export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const account = useAccount();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [doubleClick, setDoubleClick] = useState(openRowOnDoubleClick);
  const [warnings, setWarnings] = useState(canSeeWarnings);
  const notify = useNotify();
  const close = () => setAnchor(null);
  /** A display setting kept in its cookie, said to be saved as the specification's settings were. */
  const saveSetting = (cookie: string, next: boolean, show: (value: boolean) => void) => {
    writeCookie(cookie, String(next));
    show(next);
    notify('Saved successfully', 'success');
  };
  const logout = async () => {
    close();
    await auth.logout();
    navigate('/');
  };
  return (
    <>
      <Tooltip title={t('Account')}>
        <IconButton aria-label={t('Account')} onClick={(e) => setAnchor(e.currentTarget)}>
          <AccountCircle />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            navigate(`/user/${account.id}`);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('Settings')}
        </MenuItem>
        <MenuItem
          onClick={() => saveSetting(openRowCookie, !doubleClick, setDoubleClick)}
        >
          <ListItemIcon>
            <Checkbox size="small" checked={doubleClick} sx={{ p: 0 }} />
          </ListItemIcon>
          {t('Open rows by double click')}
        </MenuItem>
        <MenuItem
          onClick={() => saveSetting(seeWarningsCookie, !warnings, setWarnings)}
        >
          <ListItemIcon>
            <Checkbox size="small" checked={warnings} sx={{ p: 0 }} />
          </ListItemIcon>
          {t('Show warnings')}
        </MenuItem>
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <SwitchAccount fontSize="small" />
          </ListItemIcon>
          {t('Switch account')}
        </MenuItem>
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('Log out')}
        </MenuItem>
      </Menu>
    </>
  );
}
