/**
 * Theme: MUI classic palette mode, dark or light, persisted in localStorage. Content background
 * is #1e1e1e in dark and transparent in light (spec 2 §2.8).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { enUS as coreEn, ruRU as coreRu } from '@mui/material/locale';
import { useTranslation } from 'react-i18next';

export type ThemeMode = 'light' | 'dark';
export const themeKey = 'theme';

export function storedThemeMode(): ThemeMode {
  return localStorage.getItem(themeKey) === 'dark' ? 'dark' : 'light';
}

export function contentBackground(mode: ThemeMode): string {
  return mode === 'dark' ? '#1e1e1e' : 'transparent';
}

interface ThemeModeState {
  mode: ThemeMode;
  toggle(): void;
}
const ThemeModeContext = createContext<ThemeModeState>({ mode: 'light', toggle: () => undefined });

export function useThemeMode(): ThemeModeState {
  return useContext(ThemeModeContext);
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(storedThemeMode);
  const { i18n } = useTranslation();
  const theme = useMemo(
    () => createTheme({ palette: { mode } }, i18n.language === 'ru' ? coreRu : coreEn),
    [mode, i18n.language],
  );
  const state = useMemo<ThemeModeState>(
    () => ({
      mode,
      toggle: () =>
        setMode((current) => {
          const next = current === 'dark' ? 'light' : 'dark';
          localStorage.setItem(themeKey, next);
          return next;
        }),
    }),
    [mode],
  );
  return (
    <ThemeModeContext.Provider value={state}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
