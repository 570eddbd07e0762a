import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EditorActionsProvider } from './features/navigation/editor-actions';
import { theme } from './theme/theme';

/** Everything a screen needs around it: query cache, theme and the editor actions slot. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <EditorActionsProvider>{children}</EditorActionsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
