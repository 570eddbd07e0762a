import { useEffect } from 'react';
import { useSite } from '../site/site-query';
import { useViewer } from '../viewer/useViewer';
import { loadHelpChat } from './load-help-chat';

/** Loads the help chat widget for a signed-in user when a provider is configured. Renders nothing. */
export function HelpChat() {
  const { config } = useSite();
  const viewer = useViewer();
  const email = viewer.kind === 'user' ? viewer.user.email : null;

  useEffect(() => {
    if (email) loadHelpChat(config.helpChat, email);
  }, [config.helpChat, email]);

  return null;
}
