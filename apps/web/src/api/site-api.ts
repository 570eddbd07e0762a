import { routes } from '@tsr/contract';
import { call } from './client';

export const fetchPublicConfig = () => call(routes.config);

/** The shell content document; null when none is published (the app then uses its defaults). */
export const fetchShellContent = () => call(routes.content, { params: { type: 'shell' } });
