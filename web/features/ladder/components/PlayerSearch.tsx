import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useFormatters } from '../hooks/use-formatters';
import { fullName, initials, positionLabel, searchPlayers } from '../ladder-model';
import { LADDER_NS } from '../messages';

interface PlayerSearchProps {
  players: RosterPlayer[];
  value: RosterPlayer | null;
  onChange: (player: RosterPlayer | null) => void;
}

/** 'Search for players...': at most 10 suggestions for the typed text, 'No results..' for none. */
export function PlayerSearch({ players, value, onChange }: PlayerSearchProps) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  return (
    <Autocomplete
      options={players}
      value={value}
      onChange={(_event, player) => onChange(player)}
      filterOptions={(options, state) => searchPlayers(options, state.inputValue)}
      getOptionLabel={fullName}
      getOptionKey={(player) => player.SchoolTeamPlayerID}
      isOptionEqualToValue={(a, b) => a.SchoolTeamPlayerID === b.SchoolTeamPlayerID}
      noOptionsText={t('search.noResults')}
      autoHighlight
      sx={{ flex: 1, minWidth: 0, maxWidth: { md: 420 } }}
      renderOption={({ key, ...props }, player) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            src={player.avatar ?? undefined}
            alt=""
            aria-hidden
            sx={{
              width: 28,
              height: 28,
              fontSize: '0.8rem',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {initials(player)}
          </Avatar>
          <Box component="span" dir="auto" sx={{ flex: 1 }}>
            {fullName(player)}
          </Box>
          <Typography variant="body2" color="text.secondary" component="span">
            {positionLabel(player.Position, format) ?? t('na')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('search.label')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label'), dir: 'auto' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
