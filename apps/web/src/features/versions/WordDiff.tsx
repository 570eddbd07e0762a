import Box from '@mui/material/Box';
import type { WordChange } from '@tsr/contract';
import { visuallyHidden } from '../shell/visually-hidden';

/**
 * A word diff as <del> and <ins> with a spoken 'removed' or 'added' before each run, and struck
 * through or underlined as well as coloured, so the change is not told by colour alone.
 */
export function WordDiff({ words }: { words: readonly WordChange[] }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: '0.875rem' }}>
      {words.map((word, i) => {
        const key = `${i}-${word.kind}`;
        if (word.kind === 'same') return <span key={key}>{word.text}</span>;
        const added = word.kind === 'added';
        return (
          <Box
            key={key}
            component={added ? 'ins' : 'del'}
            sx={{
              bgcolor: added ? '#d8f5df' : '#fde2e1',
              color: added ? '#0b4a1d' : '#7a1410',
              textDecoration: added ? 'underline' : 'line-through',
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {added ? '[added: ' : '[removed: '}
            </Box>
            {word.text}
            <Box component="span" sx={visuallyHidden}>
              ]
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
