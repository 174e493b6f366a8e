import Box from '@mui/material/Box';

/**
 * A command or address to copy, shown as code. One click selects all of it; `chrome://` addresses are
 * never links, because browsers refuse to open them from a page.
 */
export function CopyableCode({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875em',
        userSelect: 'all',
        // Long paths wrap on a phone instead of widening the page.
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
