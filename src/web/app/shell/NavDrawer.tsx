/**
 * Left navigation drawer (spec 2 §2.8): 210 px, mini mode by clicking the logo (kept in a cookie
 * for 7 days), the current user, section links from route metadata, theme/language/account.
 */
import { useState } from 'react';
import { Box, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import Circle from '@mui/icons-material/Circle';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorOfAccount, useAccount } from '../auth';
import { readCookie, writeCookie } from '../preferences';
import { groupRoutes, navRoutes, type AppRoute } from '../routes';
import { GlobalSearch } from '../search/GlobalSearch';
import { CurrentUserBlock } from './CurrentUserBlock';
import { ShellControls } from './ShellControls';

export const drawerWidth = 210;
export const miniWidth = 64;
const miniCookie = 'navigationMini';

function isActive(route: AppRoute, all: AppRoute[], pathname: string): boolean {
  const paths = route.group ? groupRoutes(all, route.group).map((r) => r.path) : [route.path];
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));
}

export function NavDrawer({ routes }: { routes: AppRoute[] }) {
  const { t } = useTranslation();
  const account = useAccount();
  const { pathname } = useLocation();
  const [mini, setMini] = useState(() => readCookie(miniCookie) === 'true');
  const width = mini ? miniWidth : drawerWidth;
  const toggle = () =>
    setMini((m) => {
      writeCookie(miniCookie, String(!m));
      return !m;
    });
  return (
    <Drawer
      variant="permanent"
      data-testid="nav-drawer"
      sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms' } }}
    >
      <Box
        role="button"
        aria-label={t(mini ? 'Expand menu' : 'Collapse menu')}
        onClick={toggle}
        sx={{ cursor: 'pointer', px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid="logo"
      >
        <Typography variant="h6" fontWeight={700} color="primary">
          {mini ? 'BO' : t('Back office')}
        </Typography>
      </Box>
      <GlobalSearch routes={routes} mini={mini} onExpand={() => mini && toggle()} />
      <Divider />
      <CurrentUserBlock mini={mini} />
      <Divider />
      <List dense sx={{ flexGrow: 1, overflowY: 'auto' }} component="nav">
        {navRoutes(routes, actorOfAccount(account)).map((route) => {
          const Icon = route.icon ?? Circle;
          return (
            <Tooltip key={route.path} title={mini ? t(route.title) : ''} placement="right">
              <ListItemButton component={NavLink} to={route.path} selected={isActive(route, routes, pathname)}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {!mini && <ListItemText primary={t(route.title)} />}
              </ListItemButton>
            </Tooltip>
          );
        })}
      </List>
      <Divider />
      <ShellControls mini={mini} />
    </Drawer>
  );
}
