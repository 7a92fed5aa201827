import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled section of a settings page; `id` makes it a link target (`#id`). */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ padding: { xs: 2, sm: 3 }, scrollMarginBlockStart: 80 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600, marginBlockEnd: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
