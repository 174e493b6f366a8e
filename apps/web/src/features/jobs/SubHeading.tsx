import Typography from '@mui/material/Typography';

/** A heading inside a card (h3 under the card's h2), set small and spaced so it reads as a label, not text. */
export function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography
      variant="overline"
      component="h3"
      id={id}
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 700, lineHeight: 1.6, letterSpacing: '0.06em', mb: 0.75 }}
    >
      {children}
    </Typography>
  );
}
