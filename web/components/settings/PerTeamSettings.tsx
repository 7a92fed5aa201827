import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { TeamType } from '../../../contract/common';
import { orderedTeams } from '../../lib/teams';

/** The words of one per-team settings section, in its feature's language files. */
export interface PerTeamTexts {
  loading: string;
  loadFailed: string;
  noTeams: string;
  intro: string;
}

/**
 * A settings section with one form per team the coach coaches (the default match format, the lineup
 * rule, the challenge rules): the coached teams' loading, failure and empty states, then the intro and
 * each team's form in team order. `coached` as the settings page has it (undefined: loading, null: failed).
 */
export function PerTeamSettings({
  coached,
  texts,
  children,
}: {
  coached: readonly number[] | null | undefined;
  texts: PerTeamTexts;
  children: (team: TeamType) => ReactNode;
}) {
  if (coached === undefined) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />
        <span className="visually-hidden">{texts.loading}</span>
      </Box>
    );
  }
  if (coached === null) return <Alert severity="error">{texts.loadFailed}</Alert>;
  const teams = orderedTeams(coached);
  if (teams.length === 0) return <Typography color="text.secondary">{texts.noTeams}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{texts.intro}</Typography>
      {teams.map((team) => (
        <Fragment key={team}>{children(team)}</Fragment>
      ))}
    </Box>
  );
}

/**
 * One team's form before it can show: a failure with its retry, or a placeholder of the form's height
 * while the team's setting loads. Null once the form can show.
 */
export function teamSettingPending({
  failed,
  loading,
  onRetry,
  failedText,
  retryText,
  height = 56,
}: {
  failed: boolean;
  loading: boolean;
  onRetry: () => void;
  failedText: string;
  retryText: string;
  height?: number;
}): ReactNode {
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryText}
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  }
  if (loading) return <Skeleton variant="rounded" height={height} sx={{ maxWidth: 480 }} />;
  return null;
}
