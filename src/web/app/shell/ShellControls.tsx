/** Drawer footer: the task centre, theme toggle, language switch and the account menu. */
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n';
import { useThemeMode } from '../theme';
import { TaskCentre } from '../tasks/TaskCentre';
import { AccountMenu } from './AccountMenu';

export function ShellControls({ mini }: { mini: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = useThemeMode();
  const themeLabel = t(theme.mode === 'dark' ? 'Light theme' : 'Dark theme');
  const next = i18n.language === 'ru' ? 'en' : 'ru';
  return (
    <Stack direction={mini ? 'column' : 'row'} spacing={0.5} sx={{ p: 1 }} alignItems="center" justifyContent="space-around">
      <TaskCentre />
      <Tooltip title={themeLabel}>
        <IconButton aria-label={themeLabel} onClick={theme.toggle} data-testid="theme-toggle">
          {theme.mode === 'dark' ? <LightMode /> : <DarkMode />}
        </IconButton>
      </Tooltip>
      <Tooltip title={t('Language')}>
        <Button
          size="small"
          aria-label={t('Language')}
          data-testid="language-switch"
          onClick={() => setLanguage(next)}
          sx={{ minWidth: 40 }}
        >
          {next.toUpperCase()}
        </Button>
      </Tooltip>
      <AccountMenu />
    </Stack>
  );
}
