import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PrintIcon from '@mui/icons-material/Print';
import PublicIcon from '@mui/icons-material/Public';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { DrawMatchup, DrawView } from '../../../../contract/tournaments/draws';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { tournamentsQueryOptions } from '../api';
import { drawQueryOptions, useDeleteDraw, useDrawLive } from '../draw-api';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { BracketView } from './BracketView';
import { CreateDrawForm } from './CreateDrawForm';
import { DrawResultDialog } from './DrawResultDialog';
import { offersPlayoff, PlayoffPanel } from './PlayoffPanel';

interface DrawPageProps {
  tournamentId: number;
  isCoach: boolean;
  /** The coach's teams (their ladders can seed a draw). */
  teams: TeamType[];
}

/**
 * /tournaments/{id}/draw (issue 36): the tournament's draw for its coaches (make it, enter results, share the
 * public page, print, remove it) and its players (read, their path highlighted). A tournament without a
 * draw stays manual: its table and matches are on /tournaments as before.
 */
export function DrawPage({ tournamentId, isCoach, teams }: DrawPageProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const message = useErrorMessage();
  const draw = useQuery(drawQueryOptions(tournamentId));
  // Results entered elsewhere (a co-coach, another device) arrive without a reload.
  useDrawLive(tournamentId, draw.data?.liveVersion);
  const tournaments = useQuery(tournamentsQueryOptions());
  const tournament = tournaments.data?.find((x) => x.ID === tournamentId);
  const [entering, setEntering] = useState<DrawMatchup | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = useDeleteDraw(tournamentId);
  const noDraw = draw.error instanceof ApiError && draw.error.status === 404;

  let content;
  if (draw.isPending) {
    content = <Skeleton variant="rounded" height={320} aria-label={t('draw.loading')} />;
  } else if (noDraw) {
    content =
      isCoach && tournament ? (
        <CreateDrawForm
          key={tournament.ID}
          tournamentId={tournamentId}
          players={tournament.players}
          teams={teams}
          teamName={(team) => t(`translation:teams.${team}`)}
        />
      ) : isCoach && tournaments.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
          <Typography>{t('draw.none')}</Typography>
        </Paper>
      );
  } else if (draw.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void draw.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {message(draw.error)}
      </Alert>
    );
  } else {
    content = (
      <DrawContent
        draw={draw.data}
        isCoach={isCoach}
        onMatch={isCoach ? setEntering : undefined}
        onRemove={() => {
          remove.reset();
          setRemoving(true);
        }}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, marginInline: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.tournaments}
        startIcon={
          <ArrowBackIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
        }
      >
        {t('draw.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ marginBlock: 1, overflowWrap: 'anywhere' }}>
        <bdi>{draw.data?.tournamentName ?? tournament?.name ?? ''}</bdi>
      </Typography>
      {content}
      {entering && draw.data && (
        <DrawResultDialog
          key={entering.id}
          draw={draw.data}
          matchup={entering}
          onClose={() => setEntering(null)}
        />
      )}
      <ConfirmDialog
        open={removing}
        title={t('draw.removeTitle')}
        confirmLabel={t('draw.remove')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isPending}
        error={remove.error ? message(remove.error) : undefined}
        onCancel={() => setRemoving(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setRemoving(false) })}
      >
        {t('draw.removeText')}
      </ConfirmDialog>
    </Box>
  );
}

function DrawContent({
  draw,
  isCoach,
  onMatch,
  onRemove,
}: {
  draw: DrawView;
  isCoach: boolean;
  onMatch?: (m: DrawMatchup) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const [copied, setCopied] = useState(false);
  const champion = draw.entries.find((e) => e.id === draw.championId);
  const publicUrl = draw.publicToken
    ? `${window.location.origin}${paths.publicDrawOf(draw.publicToken)}`
    : null;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t(`draw.types.${draw.drawType}`)} · {t(`draw.seededBy.${draw.seeding}`)}
      </Typography>
      {isCoach && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {publicUrl && (
            <>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() => {
                  void navigator.clipboard?.writeText(publicUrl).then(() => setCopied(true));
                }}
              >
                {copied ? t('draw.copied') : t('draw.copyPublic')}
              </Button>
              <Button
                variant="text"
                startIcon={<PublicIcon />}
                component="a"
                href={publicUrl}
                target="_blank"
                rel="noopener"
              >
                {t('draw.openPublic')}
              </Button>
            </>
          )}
          <Button
            variant="text"
            startIcon={<PrintIcon />}
            component={RouterLink}
            to={paths.tournamentDrawPrintOf(draw.tournamentId)}
          >
            {t('draw.print')}
          </Button>
          <Button variant="text" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onRemove}>
            {t('draw.remove')}
          </Button>
        </Stack>
      )}
      {champion && (
        <Alert icon={<EmojiEventsIcon />} severity="success" data-testid="champion">
          {t('draw.champion', { name: champion.name })}
        </Alert>
      )}
      {isCoach && <Typography variant="body2">{t('draw.enterHelp')}</Typography>}
      <BracketView draw={draw} onMatch={onMatch} />
      {isCoach && offersPlayoff(draw) && <PlayoffPanel draw={draw} />}
    </Stack>
  );
}
