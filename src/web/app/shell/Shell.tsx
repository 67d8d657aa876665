/** The signed-in shell: drawer and routed content. */
import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorOfAccount, useAccount } from '../auth';
import { adoptAccountLanguage } from '../i18n';
import { routeAllowed, type AppRoute } from '../routes';
import { contentBackground, useThemeMode } from '../theme';
import { NavDrawer } from './NavDrawer';
import { NoAccess } from './NoAccess';
import { RouteFrame } from './RouteFrame';

function NotFound() {
  const { t } = useTranslation();
  return <Typography sx={{ p: 3 }}>{t('Page not found')}</Typography>;
}

export function Shell({ routes }: { routes: AppRoute[] }) {
  const account = useAccount();
  const { mode } = useThemeMode();
  useEffect(() => adoptAccountLanguage(account.locale), [account.locale]);
  const actor = actorOfAccount(account);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <NavDrawer routes={routes} />
      <Box
        component="main"
        data-testid="content"
        sx={{ flexGrow: 1, minWidth: 0, p: 1, bgcolor: contentBackground(mode), minHeight: '100vh' }}
      >
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={routeAllowed(route, actor) ? <RouteFrame route={route} routes={routes} /> : <NoAccess />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Box>
    </Box>
  );
}
