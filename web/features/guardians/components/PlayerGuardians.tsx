import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_RELATIONS, type GuardianLink, type GuardianRelation } from '../../../../contract/guardians';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { errorMessageKey } from '../../../lib/error-message';
import { useAddGuardian, usePlayerGuardians, useRemoveGuardian } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';
import { MinorFactsForm } from './MinorFactsForm';

/**
 * /guardians/{playerId} (issue 34): a player's guardians, for a coach of the player's team (with
 * their phone and e-mail) or the player (names only); add one (they confirm from the text sent to
 * them) or remove one.
 */
export function PlayerGuardians({ playerId, coach = false }: { playerId: number; coach?: boolean }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const { t: tApp } = useTranslation();
  const list = usePlayerGuardians(playerId);
  const add = useAddGuardian(playerId);
  const remove = useRemoveGuardian(playerId);
  const [form, setForm] = useState({
    name: '',
    phone: '',
    email: '',
    relation: 'mother' as GuardianRelation,
  });
  const [added, setAdded] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GuardianLink | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    add.mutate(form, {
      onSuccess: (link) => {
        setAdded(link.name);
        setForm({ name: '', phone: '', email: '', relation: 'mother' });
      },
    });
  };
  const addError = add.error ? errorMessageKey(add.error) : null;
  const playerName = list.data ? `${list.data.player.firstName} ${list.data.player.lastName}`.trim() : '';

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h5">
        {t('manage.title', { name: playerName })}
      </Typography>
      <Typography color="text.secondary">{t('manage.intro')}</Typography>
      {list.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : list.isError ? (
        <Alert severity="error">{tApp(errorMessageKey(list.error).key)}</Alert>
      ) : (
        <>
          <Alert severity="info">{list.data.minor ? t('manage.minor') : t('manage.adult')}</Alert>
          {coach && (
            <MinorFactsForm
              key={JSON.stringify(list.data.facts)}
              playerId={playerId}
              facts={list.data.facts}
            />
          )}
          {list.data.data.length === 0 ? (
            <Typography>{t('manage.empty')}</Typography>
          ) : (
            <List aria-label={t('manage.title', { name: playerName })}>
              {list.data.data.map((g) => (
                <ListItem
                  key={g.id}
                  divider
                  secondaryAction={
                    <Button color="error" onClick={() => setRemoving(g)}>
                      {t('manage.remove')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={
                      <>
                        {g.name} ({t(`relations.${g.relation}`)}){' '}
                        <Chip
                          size="small"
                          color={g.confirmed ? 'success' : 'default'}
                          label={g.confirmed ? t('manage.confirmed') : t('manage.pending')}
                        />
                      </>
                    }
                    secondary={[g.phone, g.email].filter(Boolean).join(' · ') || undefined}
                    slotProps={{ secondary: { dir: 'ltr' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
      <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('manage.add')}>
        <Typography component="h2" variant="h6">
          {t('manage.add')}
        </Typography>
        <TextField
          label={t('manage.name')}
          value={form.name}
          required
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label={t('phone')}
          value={form.phone}
          required
          helperText={t('phoneHelp')}
          onChange={(e) => setForm({ ...form, phone: e.target.value.replace(/\D/g, '').slice(0, 10) })}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
        <TextField
          label={t('manage.email')}
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          select
          label={t('manage.relation')}
          value={form.relation}
          onChange={(e) => setForm({ ...form, relation: e.target.value as GuardianRelation })}
        >
          {GUARDIAN_RELATIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`relations.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        {addError && <Alert severity="error">{tApp(addError.key, addError.values)}</Alert>}
        {added && (
          <Alert severity="success" role="status">
            {t('manage.added', { name: added })}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending || form.name.trim() === '' || form.phone.length !== 10}
        >
          {t('manage.save')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('manage.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('manage.remove')}
        cancelLabel={t('manage.cancel')}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      >
        {t('manage.removeText', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
