import { PublicConfig, ShellContent } from '@tsr/contract';
import { requestJson } from './http';

export const fetchPublicConfig = () => requestJson('/config', PublicConfig);

export const fetchShellContent = () => requestJson('/content/shell', ShellContent);
