import AddIcon from '@mui/icons-material/Add';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TEAM_TYPES, type TeamType } from '../../../../contract/common';
import {
  OUTREACH_LEVELS,
  type CommunicationContact,
  type OutreachLevel,
} from '../../../../contract/outreach';
import { useMessage } from '../../../components/messages/MessageProvider';
import { paths } from '../../../config/paths';
import { contactsQueryOptions, useDeleteContact } from '../api';
import { handleOfLevel, levelFromHandle } from '../contact-form';
import { OUTREACH_NS } from '../i18n/messages';
import { isolate } from '../../../lib/isolate';
import type { TeamsState } from '../../../lib/teams';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { CoachAccess } from './CoachAccess';
import type { ContactDialogMode } from '../contact-form';
import { ContactDialog } from './ContactDialog';
import { ContactList } from './ContactList';

interface OutreachPageProps {
  role: 'coach' | 'player';
  teams: TeamsState;
}

/**
 * /outreach (SPEC.md section 2, "Outreach"): the school's contact lists for preseason,
 * jv-parents and var-parents, one tab each (?list=), with add, edit and delete. Coaches only.
 */
export function OutreachPage({ role, teams }: OutreachPageProps) {
  const { t } = useTranslation(OUTREACH_NS);
  if (role !== 'coach') {
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, marginBlockEnd: 2 }}>
          {t('title')}
        </Typography>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.announcements}>
              {t('toAnnouncements')}
            </Button>
          }
        >
          <AlertTitle>{t('coachesOnly')}</AlertTitle>
          {t('coachesOnlyHelp')}
        </Alert>
      </Box>
    );
  }
  return <CoachOutreach teams={teams} />;
}

function CoachOutreach({ teams }: { teams: TeamsState }) {
  const { t, i18n } = useTranslation(OUTREACH_NS);
  const showMessage = useMessage();
  const tabsId = useId();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [searchParams, setSearchParams] = useSearchParams();
  const level = levelFromHandle(searchParams.get('list'));
  const contacts = useQuery(contactsQueryOptions(level));
  const remove = useDeleteContact();
  const [dialog, setDialog] = useState<{ mode: ContactDialogMode; key: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<CommunicationContact | null>(null);
  const list = t(`translation:teams.${level}`);
  const count = useMemo(
    () => new Intl.NumberFormat(i18n.language).format(contacts.data?.length ?? 0),
    [contacts.data, i18n.language],
  );

  const coachTeams: TeamType[] | undefined =
    teams.status === 'success'
      ? TEAM_TYPES.filter((team) => teams.teams.includes(team))
      : teams.status === 'error'
        ? []
        : undefined;

  const openDialog = (mode: ContactDialogMode) => {
    setDialog((current) => ({ mode, key: (current?.key ?? 0) + 1 }));
    setDialogOpen(true);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = isolate(`${toDelete.firstName} ${toDelete.lastName}`);
    remove.mutate(
      { contact: toDelete, level },
      {
        onSuccess: () => showMessage({ message: t('delete.done', { name }), variant: 'success' }),
        onError: () => showMessage({ message: t('delete.failed'), variant: 'error' }),
        onSettled: () => setToDelete(null),
      },
    );
  };

  const selectList = (next: OutreachLevel) => {
    setSearchParams(next === OUTREACH_LEVELS[0] ? {} : { list: handleOfLevel(next) }, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, marginBlockEnd: 1 }}>
        <ContactMailIcon color="primary" fontSize="large" aria-hidden />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3, maxWidth: 720 }}>
        {t('intro')}
      </Typography>
      <CoachAccess />

      <Paper variant="outlined">
        <Tabs
          value={level}
          onChange={(_event, value: OutreachLevel) => selectList(value)}
          aria-label={t('tabsLabel')}
          variant={narrow ? 'fullWidth' : 'standard'}
          sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
        >
          {OUTREACH_LEVELS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`translation:teams.${value}`)}
              id={`${tabsId}-tab-${value}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-tab-${level}`}
          sx={{ padding: { xs: 1.5, sm: 2 } }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1,
              marginBlockEnd: 2,
            }}
          >
            <Typography color="text.secondary" aria-live="polite">
              {contacts.isSuccess ? t('count', { count }) : ''}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => openDialog({ type: 'add', level })}
            >
              {t('add')}
            </Button>
          </Box>
          <ContactList
            level={level}
            state={contacts}
            onEdit={(contact) => openDialog({ type: 'edit', level, contact })}
            onDelete={setToDelete}
          />
        </Box>
      </Paper>

      {dialog && (
        <ContactDialog
          key={dialog.key}
          mode={dialog.mode}
          open={dialogOpen}
          teams={coachTeams}
          contacts={contacts.data ?? []}
          onClose={() => setDialogOpen(false)}
          onDone={(message) => {
            setDialogOpen(false);
            showMessage({ message, variant: 'success' });
          }}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && t('delete.text', { name: isolate(`${toDelete.firstName} ${toDelete.lastName}`), list })}
      </ConfirmDialog>
    </Box>
  );
}
