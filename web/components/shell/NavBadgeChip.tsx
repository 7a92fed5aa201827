import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { NavBadge } from './navigation-model';

export function NavBadgeChip({ badge, className }: { badge: NavBadge; className?: string }) {
  const { t, i18n } = useTranslation();
  const count =
    badge.count === undefined ? undefined : new Intl.NumberFormat(i18n.language).format(badge.count);
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
      <span aria-hidden={badge.label ? true : undefined}>{t(badge.title, { count })}</span>
      {badge.label && <span className="visually-hidden">{t(badge.label, { count })}</span>}
    </Box>
  );
}
