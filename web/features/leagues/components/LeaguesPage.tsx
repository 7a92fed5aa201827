import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RULE_PACK_IDS, RULE_PACKS, rulePackLabel, type RulePackId } from '../../../../contract/leagues';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import type { Role } from '../../../lib/session';
import { orderedTeams, type TeamsState } from '../../../lib/teams';
import { leagueListQueryOptions, useCreateLeague } from '../api';
import { LEAGUES_NS } from '../i18n/messages';

/**
 * /leagues: the leagues of the user's teams (a coach's school's invitations too), and a coach's form to
 * create one: name, season, team, the state's rule pack.
 */
export function LeaguesPage({ role, teams }: { role: Role; teams: TeamsState }) {
  const { t } = useTranslation(LEAGUES_NS);
  const list = useQuery(leagueListQueryOptions());
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {t('list.title')}
        </Typography>
        <Typography color="text.secondary">{t('list.intro')}</Typography>
      </Box>
      {role === 'coach' && !creating && (
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        </Box>
      )}
      {role === 'coach' && creating && <CreateLeagueForm teams={teams} onCancel={() => setCreating(false)} />}
      {list.isPending && <Skeleton variant="rounded" height={80} aria-label={t('list.loading')} />}
      {list.isError && <Alert severity="error">{t('list.error')}</Alert>}
      {list.data?.leagues.length === 0 && <Typography color="text.secondary">{t('list.empty')}</Typography>}
      {list.data?.leagues.map((l) => (
        <Card key={l.id} variant="outlined">
          <CardActionArea component={RouterLink} to={paths.leagueOf(l.id)} sx={{ padding: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{l.name}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <bdi>{l.season}</bdi> · {t(`translation:teams.${l.teamType}`)} · <bdi>{l.packLabel}</bdi>
            </Typography>
            {l.state === 'invited' && (
              <Chip size="small" color="info" label={t('list.invited')} sx={{ marginBlockStart: 1 }} />
            )}
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

function CreateLeagueForm({ teams, onCancel }: { teams: TeamsState; onCancel: () => void }) {
  const { t } = useTranslation(LEAGUES_NS);
  const navigate = useNavigate();
  const create = useCreateLeague();
  const message = useErrorMessage();
  const mine = teams.status === 'success' ? orderedTeams(teams.teams) : [];
  const [name, setName] = useState('');
  const [season, setSeason] = useState('');
  const [seasonYear, setSeasonYear] = useState(String(new Date().getFullYear()));
  // The coach's first team until they choose: the teams may arrive after the form opens.
  const [chosenTeam, setTeam] = useState<number | null>(null);
  const team = chosenTeam ?? mine[0] ?? '';
  const [pack, setPack] = useState<RulePackId>('custom');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (team === '') return;
    create.mutate(
      { name, season, seasonYear: Number(seasonYear), teamType: team, rulePack: pack },
      { onSuccess: ({ league }) => void navigate(paths.leagueOf(league.id)) },
    );
  };
  return (
    <Card variant="outlined" component="form" onSubmit={submit} sx={{ padding: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        {t('create.title')}
      </Typography>
      <TextField
        label={t('create.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label={t('create.season')}
          value={season}
          onChange={(e) => setSeason(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <TextField
          label={t('create.seasonYear')}
          value={seasonYear}
          onChange={(e) => setSeasonYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <TextField
        select
        label={t('create.team')}
        value={team}
        onChange={(e) => setTeam(Number(e.target.value))}
        required
      >
        {mine.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`translation:teams.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('create.pack')}
        value={pack}
        onChange={(e) => setPack(e.target.value as RulePackId)}
        helperText={RULE_PACKS[pack].source.title}
      >
        {RULE_PACK_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {rulePackLabel(id)}
          </MenuItem>
        ))}
      </TextField>
      {create.isError && <Alert severity="error">{message(create.error)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('create.submit')}
        </Button>
        <Button onClick={onCancel}>{t('create.cancel')}</Button>
      </Box>
    </Card>
  );
}
