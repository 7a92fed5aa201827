import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnnouncementDetail } from '../../../../contract/announcements';
import type { SkillLevel } from '../../../../contract/common';
import { useMessage } from '../../../components/messages/MessageProvider';
import { audiencesQueryOptions, labelsQueryOptions } from '../api';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { viewPath, type MailView, type Role } from '../mail-model';
import { MailSidebar } from './MailSidebar';
import { MessageList } from './MessageList';
import { ReadingPane } from './ReadingPane';

// Dialogs load their code when first opened (issue 18: a smaller first load).
const ComposeDialog = lazyUntilOpen(
  () => import('./ComposeDialog').then((module) => module.ComposeDialog),
  (props) => props.open,
);

interface AnnouncementsAppProps {
  role: Role;
  view: MailView;
  mailId: number | undefined;
  /** Who is signed in ('c12', 'p7'): the compose drafts are kept per person. */
  userKey: string;
}

/** Below the toolbar, the page heading, the main padding and the footer, the panes fill the window. */
const PANE_HEIGHT = 'calc(100dvh - 212px)';

/**
 * The mail-style announcements app: side panel (audiences, folders, filters, labels), the list
 * and the reading pane. Wide screens show all three; medium ones put the side panel in a drawer;
 * phones show the list or the open message, one at a time.
 */
export function AnnouncementsApp({ role, view, mailId, userKey }: AnnouncementsAppProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const twoPanes = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const navigate = useNavigate();
  const showMessage = useMessage();
  const audiences = useQuery(audiencesQueryOptions());
  const labels = useQuery({ ...labelsQueryOptions(), enabled: role === 'coach' });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [compose, setCompose] = useState({ open: false, key: 0 });

  const openCompose = () => {
    setDrawerOpen(false);
    setCompose((c) => ({ open: true, key: c.key + 1 }));
  };
  const onSent = (announcement: AnnouncementDetail) => {
    setCompose((c) => ({ ...c, open: false }));
    showMessage({ message: t('compose.sent'), variant: 'success' });
    void navigate(
      viewPath(
        { kind: 'audience', skillLevel: announcement.skillLevel as SkillLevel, folder: 'inbox' },
        announcement.id,
      ),
    );
  };

  const sidebar = (
    <MailSidebar
      role={role}
      view={view}
      audiences={audiences}
      labels={labels}
      onCompose={openCompose}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  const pane = {
    height: { md: PANE_HEIGHT },
    minHeight: { md: 520 },
    overflow: { md: 'hidden' },
    display: 'flex',
    flexDirection: 'column',
  } as const;
  const showList = twoPanes || mailId === undefined;
  const showReading = twoPanes || mailId !== undefined;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', marginBlockEnd: 1.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, flex: 1 }}>
          {t('title')}
        </Typography>
        {/* The side panel (in a drawer below lg) has it too; narrower screens need it in sight. */}
        {role === 'coach' && !wide && (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={openCompose}>
            {t('sidebar.compose')}
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '320px minmax(0, 1fr)',
            lg: '236px 340px minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        {wide && (
          <Paper variant="outlined" sx={{ ...pane, overflowY: 'auto', display: 'block' }}>
            {sidebar}
          </Paper>
        )}
        {showList && (
          <Paper variant="outlined" component="section" aria-label={t('list.label')} sx={pane}>
            <MessageList
              key={viewPath(view)}
              role={role}
              view={view}
              mailId={mailId}
              labels={labels.data}
              onOpenSidebar={wide ? undefined : () => setDrawerOpen(true)}
            />
          </Paper>
        )}
        {showReading && (
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('reading.label')}
            sx={{ ...pane, overflowY: { md: 'auto' }, display: 'block' }}
          >
            {mailId === undefined ? (
              <Box
                sx={{
                  height: '100%',
                  display: 'grid',
                  placeItems: 'center',
                  padding: 3,
                  textAlign: 'center',
                  color: 'text.secondary',
                }}
              >
                <Box>
                  <InboxIcon sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden />
                  <Typography>{t('reading.nothingSelected')}</Typography>
                </Box>
              </Box>
            ) : (
              <ReadingPane
                key={mailId}
                role={role}
                view={view}
                mailId={mailId}
                labels={labels.data}
                showBack={!twoPanes}
              />
            )}
          </Paper>
        )}
      </Box>

      {!wide && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': t('sidebar.open'), sx: { width: 280, maxWidth: '85vw' } } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', padding: 0.5 }}>
            <IconButton aria-label={t('sidebar.close')} onClick={() => setDrawerOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {sidebar}
        </Drawer>
      )}

      {role === 'coach' && compose.key > 0 && (
        <ComposeDialog
          key={compose.key}
          open={compose.open}
          audiences={audiences.data ?? []}
          defaultLevel={view.kind === 'audience' ? view.skillLevel : (audiences.data?.[0]?.skillLevel ?? '')}
          draftOwner={userKey}
          onClose={() => setCompose((c) => ({ ...c, open: false }))}
          onSent={onSent}
        />
      )}
    </Box>
  );
}
