import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import PollIcon from '@mui/icons-material/Poll';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  ANNOUNCEMENT_FILTERS,
  ANNOUNCEMENT_FOLDERS,
  type AnnouncementFilter,
  type AnnouncementFolder,
  type AnnouncementLabel,
} from '../../../../contract/announcements';
import type { SkillLevel } from '../../../../contract/common';
import { useMessage } from '../../../components/messages/MessageProvider';
import { paths } from '../../../config/paths';
import { useDeleteLabel } from '../api';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { isolate } from '../../../lib/isolate';
import { sameView, viewPath, type MailView, type Role } from '../mail-model';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { mirrorInRtl } from './MailBits';
import { LabelDialog } from './LabelDialog';

const FOLDER_ICONS: Record<AnnouncementFolder, ReactNode> = {
  inbox: <InboxIcon />,
  sent: <SendIcon sx={mirrorInRtl} />,
  trash: <DeleteOutlinedIcon />,
};
const FILTER_ICONS: Record<AnnouncementFilter, ReactNode> = {
  starred: <StarIcon />,
  important: <LabelImportantIcon sx={mirrorInRtl} />,
  polls: <PollIcon />,
};

interface MailSidebarProps {
  role: Role;
  view: MailView;
  audiences: UseQueryResult<{ skillLevel: number }[]>;
  labels: UseQueryResult<AnnouncementLabel[]>;
  onCompose: () => void;
  /** Called after choosing a list (closes the drawer on narrow screens). */
  onNavigate: () => void;
}

/**
 * The app's side panel: compose (coach), the audiences with their folders (coach: inbox, sent,
 * trash), the filters and the coach's labels with create and delete.
 */
export function MailSidebar({ role, view, audiences, labels, onCompose, onNavigate }: MailSidebarProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const coach = role === 'coach';
  const showMessage = useMessage();
  const navigate = useNavigate();
  const ids = useId();
  const [creating, setCreating] = useState(false);
  const [createKey, setCreateKey] = useState(0);
  const [toDelete, setToDelete] = useState<AnnouncementLabel | null>(null);
  const removeLabel = useDeleteLabel();

  /** userText: the text is the user's (a label's name), cut at its own end in either direction. */
  const item = (target: MailView, icon: ReactNode, text: ReactNode, inset = false, userText = false) => {
    const selected = sameView(view, target);
    return (
      <ListItemButton
        component={RouterLink}
        to={viewPath(target)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1, paddingInlineStart: inset ? 4 : 1.5, minHeight: 40 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText
          primary={text}
          slotProps={{ primary: { noWrap: true, dir: userText ? 'auto' : undefined } }}
        />
      </ListItemButton>
    );
  };

  const heading = (id: string, text: string, action?: ReactNode) => (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        paddingInline: 1.5,
        marginBlockStart: 2,
        marginBlockEnd: 0.5,
        minHeight: 32,
      }}
    >
      <Typography
        id={id}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ flex: 1, lineHeight: 1.5 }}
      >
        {text}
      </Typography>
      {action}
    </Box>
  );

  const confirmDeleteLabel = () => {
    if (!toDelete) return;
    const deleted = toDelete;
    removeLabel.mutate(deleted.id, {
      onSuccess: () => {
        showMessage({ message: t('labels.deleted'), variant: 'success' });
        if (view.kind === 'label' && view.labelId === deleted.id)
          void navigate(paths.announcementsChoose, { replace: true });
      },
      onError: () => showMessage({ message: t('labels.deleteFailed'), variant: 'error' }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Box component="nav" aria-label={t('sidebar.label')} sx={{ padding: 1.5 }}>
      {coach && (
        <Button
          variant="contained"
          fullWidth
          startIcon={<EditOutlinedIcon />}
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          onClick={onCompose}
        >
          {t('sidebar.compose')}
        </Button>
      )}

      {heading(`${ids}-audiences`, t('sidebar.audiences'))}
      {audiences.isPending ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={36} />
          ))}
        </Box>
      ) : audiences.isError ? (
        <Alert severity="error" sx={{ marginInline: 1 }}>
          {t('choose.error')}
        </Alert>
      ) : (
        <List dense disablePadding aria-labelledby={`${ids}-audiences`}>
          {audiences.data.map(({ skillLevel }) => {
            const level = skillLevel as SkillLevel;
            const open = coach && view.kind === 'audience' && view.skillLevel === level;
            const audienceName = t(`translation:teams.${level}`);
            return (
              <ListItem key={level} disablePadding sx={{ display: 'block' }}>
                {item(
                  { kind: 'audience', skillLevel: level, folder: 'inbox' },
                  level <= 4 ? <GroupsIcon /> : <CampaignIcon />,
                  audienceName,
                )}
                {open && (
                  <List dense disablePadding aria-label={t('sidebar.folders', { audience: audienceName })}>
                    {ANNOUNCEMENT_FOLDERS.map((folder) => (
                      <ListItem key={folder} disablePadding>
                        {item(
                          { kind: 'audience', skillLevel: level, folder },
                          FOLDER_ICONS[folder],
                          t(`folders.${folder}`),
                          true,
                        )}
                      </ListItem>
                    ))}
                  </List>
                )}
              </ListItem>
            );
          })}
        </List>
      )}

      {heading(`${ids}-filters`, t('sidebar.filters'))}
      <List dense disablePadding aria-labelledby={`${ids}-filters`}>
        {ANNOUNCEMENT_FILTERS.filter((filter) => coach || filter === 'polls').map((filter) => (
          <ListItem key={filter} disablePadding>
            {item({ kind: 'filter', filter }, FILTER_ICONS[filter], t(`filters.${filter}`))}
          </ListItem>
        ))}
      </List>

      {coach && (
        <>
          {heading(
            `${ids}-labels`,
            t('sidebar.labels'),
            <Tooltip title={t('sidebar.newLabel')}>
              <IconButton
                size="small"
                aria-label={t('sidebar.newLabel')}
                onClick={() => {
                  setCreateKey((key) => key + 1);
                  setCreating(true);
                }}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>,
          )}
          {labels.isPending ? (
            <Skeleton height={36} />
          ) : labels.isError ? (
            <Alert
              severity="error"
              sx={{ marginInline: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void labels.refetch()}>
                  {t('translation:app.retry')}
                </Button>
              }
            >
              {t('sidebar.labelsError')}
            </Alert>
          ) : labels.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ paddingInline: 1.5 }}>
              {t('sidebar.noLabels')}
            </Typography>
          ) : (
            <List dense disablePadding aria-labelledby={`${ids}-labels`}>
              {labels.data.map((label) => (
                <ListItem
                  key={label.id}
                  disablePadding
                  secondaryAction={
                    <Tooltip title={t('sidebar.deleteLabel', { name: isolate(label.name) })}>
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={t('sidebar.deleteLabel', { name: label.name })}
                        onClick={() => setToDelete(label)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  {item(
                    { kind: 'label', labelId: label.id },
                    <LabelIcon sx={[{ color: label.color }, mirrorInRtl]} />,
                    label.name,
                    false,
                    true,
                  )}
                </ListItem>
              ))}
            </List>
          )}
          <LabelDialog
            key={createKey}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              showMessage({ message: t('labels.created'), variant: 'success' });
            }}
          />
          <ConfirmDialog
            open={toDelete !== null}
            title={t('labels.deleteTitle')}
            confirmLabel={t('labels.deleteConfirm')}
            cancelLabel={t('labels.cancel')}
            pending={removeLabel.isPending}
            onConfirm={confirmDeleteLabel}
            onCancel={() => setToDelete(null)}
          >
            {toDelete && t('labels.deleteText', { name: isolate(toDelete.name) })}
          </ConfirmDialog>
        </>
      )}
    </Box>
  );
}
