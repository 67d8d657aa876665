/** Tab bar of a route's tab group (spec 1 §2 "Tab groups"), above the routed screen. */
import { Box, Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupRoutes, type AppRoute } from '../routes';

export function TabBar({ routes, group }: { routes: AppRoute[]; group: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = groupRoutes(routes, group);
  const current = tabs.find((r) => pathname === r.path || pathname.startsWith(`${r.path}/`))?.path ?? false;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
      <Tabs value={current} variant="scrollable">
        {tabs.map((r) => (
          <Tab key={r.path} value={r.path} label={t(r.tabTitle ?? r.title)} component={Link} to={r.path} />
        ))}
      </Tabs>
    </Box>
  );
}
