import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appBarHeightVariable } from './app-bar-height';

describe('the app bar height variable', () => {
  it("follows the toolbar's heights and media queries", () => {
    const theme = createTheme();
    expect(appBarHeightVariable(theme.mixins.toolbar)).toEqual({
      '--app-bar-height': '56px',
      '@media (min-width:0px)': { '@media (orientation: landscape)': { '--app-bar-height': '48px' } },
      '@media (min-width:600px)': { '--app-bar-height': '64px' },
    });
  });
});
