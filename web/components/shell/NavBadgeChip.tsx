import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { NavBadge } from './navigation-model';

export function NavBadgeChip({ badge, className }: { badge: NavBadge; className?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      className={className}
      sx={{
        marginInlineStart: 1,
        paddingInline: 1,
        borderRadius: 8,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '20px',
        backgroundColor: badge.bg,
        color: badge.fg,
      }}
    >
      {t(badge.title)}
    </Box>
  );
}
