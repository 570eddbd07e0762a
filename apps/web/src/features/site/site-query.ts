import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig, ShellContent } from '@tsr/contract';
import { fetchPublicConfig, fetchShellContent } from '../../api/site-api';
import { DEFAULT_CONFIG, defaultShellContent } from './site-defaults';

/** The public configuration and the application shell content, with built-in defaults on failure. */
export interface Site {
  config: PublicConfig;
  shell: ShellContent;
}

export async function readSite(): Promise<Site> {
  const [config, shell] = await Promise.allSettled([fetchPublicConfig(), fetchShellContent()]);
  const readConfig = config.status === 'fulfilled' ? config.value : DEFAULT_CONFIG;
  return {
    config: readConfig,
    shell: (shell.status === 'fulfilled' && shell.value) || defaultShellContent(readConfig.productName),
  };
}

export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: readSite,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSite(): Site {
  const { data } = useQuery(siteQuery);
  return data ?? { config: DEFAULT_CONFIG, shell: defaultShellContent(DEFAULT_CONFIG.productName) };
}
