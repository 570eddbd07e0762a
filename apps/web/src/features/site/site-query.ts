import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicConfig, ShellContent } from '@tsr/contract';
import { useEffect, useRef } from 'react';
import { fetchPublicConfig, fetchShellContent } from '../../api/site-api';
import { currentContentLocale, useContentLocale } from './content-locale';
import { DEFAULT_CONFIG, defaultShellContent } from './site-defaults';

/** The public configuration and the application shell content, with built-in defaults on failure. */
export interface Site {
  config: PublicConfig;
  shell: ShellContent;
}

export async function readSite(): Promise<Site> {
  const [config, shell] = await Promise.allSettled([
    fetchPublicConfig(),
    fetchShellContent(currentContentLocale()),
  ]);
  const readConfig = config.status === 'fulfilled' ? config.value : DEFAULT_CONFIG;
  return {
    config: readConfig,
    shell: (shell.status === 'fulfilled' && shell.value) || defaultShellContent(readConfig.productName),
  };
}

/** Changing the interface language reads the shell again (see useContentLanguageRefresh). */
export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: readSite,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSite(): Site {
  const { data } = useQuery(siteQuery);
  useShellLanguage();
  return data ?? { config: DEFAULT_CONFIG, shell: defaultShellContent(DEFAULT_CONFIG.productName) };
}

/** Reads the shell again when the interface language moves between en-GB and de-DE content. */
function useShellLanguage(): void {
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void queryClient.invalidateQueries({ queryKey: siteQuery.queryKey });
  }, [locale, queryClient]);
}
