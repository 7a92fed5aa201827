import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import type { ShellSession } from '../../../components/shell/shell-types';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import { SEARCH_NS } from '../messages';

/** The search's code loads when it is first opened (Ctrl+K or the toolbar's field). */
const SearchDialog = lazyUntilOpen(
  () => import('./SearchDialog').then((module) => module.SearchDialog),
  (props) => props.open,
);

const onApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The toolbar's search (issue 32): a field-like button on wide screens and an icon on phones, both
 * opening the search; Ctrl+K (⌘K on Apple devices) opens it from anywhere.
 */
export function ToolbarSearch({ session }: { session: ShellSession }) {
  const { t } = useTranslation(SEARCH_NS);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const shortcut = onApple() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const common = {
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': 'Control+K Meta+K',
    onClick: () => setOpen(true),
  };
  return (
    <>
      {narrow ? (
        <Tooltip title={t('open')}>
          <IconButton color="inherit" aria-label={t('open')} {...common}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ButtonBase
          {...common}
          aria-label={`${t('open')} (${shortcut})`}
          sx={{
            gap: 1,
            justifyContent: 'flex-start',
            width: { sm: 200, md: 280 },
            paddingBlock: 0.75,
            paddingInline: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
            '&:hover': { borderColor: 'text.primary' },
          }}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flex: 1, textAlign: 'start' }}>
            {t('open')}
          </Box>
          <Box
            component="kbd"
            sx={{
              fontFamily: 'inherit',
              fontSize: 12,
              border: 1,
              borderColor: 'divider',
              borderRadius: 0.5,
              paddingInline: 0.5,
            }}
          >
            {shortcut}
          </Box>
        </ButtonBase>
      )}
      <SearchDialog open={open} onClose={() => setOpen(false)} session={session} fullScreen={narrow} />
    </>
  );
}
