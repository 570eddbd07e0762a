import Alert from '@mui/material/Alert';

/** Spec 5.4: the form's messages, shown as a list on save. */
export function MessageList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <ul aria-label="Please correct the form" style={{ margin: 0, paddingLeft: '1.2em' }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}
