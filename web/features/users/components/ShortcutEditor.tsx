import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SHORTCUTS, type ShortcutId } from '../../../../contract/users';
import { USERS_NS } from '../i18n/messages';
import { moved, type ShortcutPage } from '../shortcut-pages';

interface ShortcutEditorProps {
  open: boolean;
  /** Every page that can be pinned, in the navigation's order. */
  pages: readonly ShortcutPage[];
  /** The pinned ones, in the user's order. */
  pinned: readonly ShortcutId[];
  onSave: (shortcuts: ShortcutId[]) => void;
  onClose: () => void;
}

type Focus = { id: ShortcutId; button: 'up' | 'down' | 'remove' } | { id: 'add' };

/**
 * The shortcuts dialog: the pinned pages in order, each moved up or down or removed with its own
 * buttons (keyboard and screen reader usable; the focus stays on the moved page's button and a live
 * region says where it went), and a page of the navigation added from a list. Nothing is saved before Save.
 */
export function ShortcutEditor({ open, onClose, ...rest }: ShortcutEditorProps) {
  const { t } = useTranslation(USERS_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // The dialog's content is made anew at each opening (MUI unmounts it when closed): it starts from what is saved.
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('editor.title')}</DialogTitle>
      <EditorContent {...rest} onClose={onClose} />
    </Dialog>
  );
}

function EditorContent({ pages, pinned, onSave, onClose }: Omit<ShortcutEditorProps, 'open'>) {
  const { t } = useTranslation(USERS_NS);
  const { t: tApp } = useTranslation();
  const [draft, setDraft] = useState<ShortcutId[]>(() => [...pinned]);
  const [choice, setChoice] = useState<ShortcutId | ''>('');
  const [said, setSaid] = useState('');
  const box = useRef<HTMLDivElement>(null);
  /** The button to focus after the change being drawn (set by the handlers, used after the render). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    box.current?.querySelector<HTMLElement>(`[data-focus-key="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });
  const setFocus = (f: Focus) => {
    focusNext.current = f.id === 'add' ? 'add' : `${f.id}:${f.button}`;
  };

  const byId = new Map(pages.map((p) => [p.id, p]));
  const titleOf = (id: ShortcutId) => {
    const item = byId.get(id)?.item;
    return item?.title ? tApp(item.title) : id;
  };
  const shown = draft.filter((id) => byId.has(id));
  const addable = pages.filter((p) => !draft.includes(p.id));
  const full = shown.length >= MAX_SHORTCUTS;
  const ref = (key: string) => ({ 'data-focus-key': key });

  function move(id: ShortcutId, by: -1 | 1) {
    const index = shown.indexOf(id);
    const next = moved(shown, index, by);
    setDraft(next);
    setSaid(t('editor.moved', { title: titleOf(id), place: next.indexOf(id) + 1, count: next.length }));
    // At the top or bottom the button it was on is disabled: the other one keeps the focus.
    const place = next.indexOf(id);
    const button = by === -1 ? (place === 0 ? 'down' : 'up') : place === next.length - 1 ? 'up' : 'down';
    setFocus({ id, button });
  }

  function remove(id: ShortcutId) {
    const index = shown.indexOf(id);
    const next = shown.filter((s) => s !== id);
    setDraft(next);
    setSaid(t('editor.removed', { title: titleOf(id) }));
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocus(neighbour ? { id: neighbour, button: 'remove' } : { id: 'add' });
  }

  function add() {
    if (choice === '' || full) return;
    setDraft([...shown, choice]);
    setSaid(t('editor.added', { title: titleOf(choice) }));
    setChoice('');
    setFocus({ id: choice, button: 'remove' });
  }

  return (
    <>
      <DialogContent ref={box}>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {t('editor.intro', { max: MAX_SHORTCUTS })}
        </Typography>
        {shown.length === 0 ? (
          <Typography sx={{ marginBlockEnd: 2 }}>{t('editor.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', padding: 0, margin: 0, marginBlockEnd: 2 }}>
            {shown.map((id, index) => {
              const page = byId.get(id)!;
              const Icon = page.item.icon;
              const title = titleOf(id);
              return (
                <Box
                  component="li"
                  key={id}
                  data-testid="pinned-shortcut"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingBlock: 0.5 }}
                >
                  {Icon && <Icon aria-hidden color="action" />}
                  <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                    {title}
                  </Typography>
                  <IconButton
                    {...ref(`${id}:up`)}
                    aria-label={t('editor.up', { title })}
                    disabled={index === 0}
                    onClick={() => move(id, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    {...ref(`${id}:down`)}
                    aria-label={t('editor.down', { title })}
                    disabled={index === shown.length - 1}
                    onClick={() => move(id, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    {...ref(`${id}:remove`)}
                    aria-label={t('editor.remove', { title })}
                    onClick={() => remove(id)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
        )}
        {addable.length === 0 ? (
          <Typography color="text.secondary">{t('editor.allAdded')}</Typography>
        ) : full ? (
          <Typography color="text.secondary">{t('editor.full', { max: MAX_SHORTCUTS })}</Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('editor.add')}
              value={choice}
              onChange={(e) => setChoice(e.target.value as ShortcutId)}
              sx={{ flex: 1 }}
            >
              {addable.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {titleOf(p.id)}
                </MenuItem>
              ))}
            </TextField>
            <Button {...ref('add')} startIcon={<AddIcon />} onClick={add} disabled={choice === ''}>
              {t('editor.addButton')}
            </Button>
          </Box>
        )}
        <span className="visually-hidden" role="status">
          {said}
        </span>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave(shown)}>
          {t('editor.save')}
        </Button>
      </DialogActions>
    </>
  );
}
