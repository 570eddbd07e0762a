import { useQuery } from '@tanstack/react-query';
import { routes } from '@tsr/contract';
import type { ReactNode } from 'react';
import { setLicenseKey } from 'survey-core';
import { call } from '../../../api/client';
import { Loading } from '../../shell/Loading';

let applied: string | null = null;

/**
 * Gives SurveyJS the licence key the server has (SURVEYJS_LICENSE_KEY), before the Creator is made:
 * the Creator reads it as it starts. The key reaches only admins, through an admin-only call, and
 * is never built into the bundle. Without one, or when the call fails, the Creator shows its
 * licence banner, as SurveyJS's terms require, and works fully.
 */
export function DesignerLicence({ children }: { children: ReactNode }) {
  const config = useQuery({
    queryKey: ['editor', 'designer-config'],
    queryFn: () => call(routes.editorDesignerConfig),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (config.isPending) return <Loading />;
  const key = config.data?.surveyJsLicenseKey;
  // Once per key: SurveyJS keeps it for the page's life.
  if (key && key !== applied) {
    setLicenseKey(key);
    applied = key;
  }
  return children;
}
