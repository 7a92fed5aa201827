import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import AddIcon from '@mui/icons-material/Add';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import { SeasonSelect } from '../../../components/choices/SeasonSelect';
import { TeamPageHeader } from '../../../components/choices/TeamPageHeader';
import { rosterQueryOptions } from '../../../lib/roster-query';
import type { Role } from '../../../lib/session';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { MatchesView } from './MatchesView';
import { TournamentList } from './TournamentList';

// Dialogs load their code when first opened (issue 18: a smaller first load).
const CreateMatchDialog = lazyUntilOpen(
  () => import('./CreateMatchDialog').then((module) => module.CreateMatchDialog),
  (props) => props.open,
);
const CreateTournamentDialog = lazyUntilOpen(
  () => import('./CreateTournamentDialog').then((module) => module.CreateTournamentDialog),
  (props) => props.open,
);

type View = 'all' | 'matches';
const VIEWS: readonly View[] = ['all', 'matches'];
/** The open tab is kept in the address (?tab=matches), so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';
const SEASON_PARAM = 'season';

const tabId = (view: View) => `tournaments-tab-${view}`;
const panelId = (view: View) => `tournaments-panel-${view}`;

/**
 * /tournaments (SPEC.md section 2): the tabs 'All tournaments' and 'Tournament matches', and for
 * coaches 'Create a tournament' and 'Create a match'.
 *
 * The negative-rankings-error flag (SPEC.md section 8) is set when saving a match winner answers
 * 400; it hides the match Edit/Delete buttons and 'Delete tournament'. It lasts until a player's
 * rank is saved (the coach designated rankings) or the page is loaded again.
 */
export function TournamentsPage({ role, team }: { role: Role; team: TeamType | undefined }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const [params, setParams] = useSearchParams();
  const view: View = params.get(TAB_PARAM) === 'matches' ? 'matches' : 'all';
  // The season in the address (?season=, issue 37): none is the current season; an archived season's
  // tournaments are read only, so its lists show no coach's changes.
  const season = Number(params.get(SEASON_PARAM)) || null;
  const isCoach = role === 'coach' && season === null;
  const roster = useQuery({ ...rosterQueryOptions(team ?? 1), enabled: team !== undefined });
  const chooseSeason = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(SEASON_PARAM);
        else updated.set(SEASON_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  const [dialog, setDialog] = useState<'tournament' | 'match' | null>(null);
  const [created, setCreated] = useState(false);
  const [rankingsError, setRankingsError] = useState<string | null>(null);

  const show = (next: View) => {
    if (next === view) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Box sx={{ maxWidth: 1200, marginInline: 'auto' }}>
      <TeamPageHeader
        title={t('title')}
        actions={
          isCoach && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => {
                  setCreated(false);
                  setDialog('tournament');
                }}
              >
                {t('actions.createTournament')}
              </Button>
              <Button variant="outlined" startIcon={<SportsTennisIcon />} onClick={() => setDialog('match')}>
                {t('actions.createMatch')}
              </Button>
            </Stack>
          )
        }
      />

      {rankingsError && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ marginBlockEnd: 2 }}
          action={
            view === 'matches' && isCoach ? (
              <Button color="inherit" size="small" onClick={() => show('all')}>
                {t('actions.setRankings')}
              </Button>
            ) : undefined
          }
        >
          {t(rankingsError)}
        </Alert>
      )}

      <Box sx={{ marginBlockEnd: 2 }}>
        <SeasonSelect rosterId={roster.data?.teamRosterID} value={season} onChange={chooseSeason} />
      </Box>

      <Box sx={{ borderBlockEnd: 1, borderColor: 'divider', marginBlockEnd: 3 }}>
        <Tabs
          value={view}
          onChange={(_event, next: View) => show(next)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          scrollButtons={false}
        >
          {VIEWS.map((v) => (
            <Tab key={v} value={v} id={tabId(v)} aria-controls={panelId(v)} label={t(`tabs.${v}`)} />
          ))}
        </Tabs>
      </Box>

      <Box role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
        {view === 'all' ? (
          <>
            {created && (
              <Alert severity="success" onClose={() => setCreated(false)} sx={{ marginBlockEnd: 2 }}>
                {t('create.success')}
              </Alert>
            )}
            <TournamentList
              isCoach={isCoach}
              season={season}
              rankingsError={rankingsError !== null}
              onRankSaved={() => setRankingsError(null)}
            />
          </>
        ) : (
          <MatchesView
            isCoach={isCoach}
            season={season}
            rankingsError={rankingsError !== null}
            onRankingsError={setRankingsError}
            onRankSaved={() => setRankingsError(null)}
          />
        )}
      </Box>

      {isCoach && (
        <>
          <CreateTournamentDialog
            open={dialog === 'tournament'}
            onClose={() => setDialog(null)}
            onCreated={() => {
              setDialog(null);
              setCreated(true);
              show('all');
            }}
          />
          <CreateMatchDialog
            open={dialog === 'match'}
            onClose={() => setDialog(null)}
            onCreated={() => {
              setDialog(null);
              show('matches');
            }}
          />
        </>
      )}
    </Box>
  );
}
