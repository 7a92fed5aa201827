import SearchIcon from '@mui/icons-material/Search';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useFormatters } from '../hooks/use-formatters';
import { PersonAvatar } from '../../../components/avatar/PersonAvatar';
import { fullName, positionLabel, searchPlayers } from '../ladder-model';
import { LADDER_NS } from '../messages';

interface PlayerSearchProps {
  players: RosterPlayer[];
  value: RosterPlayer | null;
  onChange: (player: RosterPlayer | null) => void;
}

const ROOT_SX = { flex: 1, minWidth: 0, maxWidth: { md: 420 } } as const;

/*
 * The field as MUI's Autocomplete draws it without a popup button (its outlined input's padding),
 * for the stand-in below: the search icon and the text stay where they are when it is replaced.
 */
const STAND_IN_SX = {
  ...ROOT_SX,
  '& .MuiOutlinedInput-root': { padding: '9px' },
  '& .MuiOutlinedInput-root .MuiOutlinedInput-input': { padding: '7.5px 4px 7.5px 5px' },
} as const;

/** What the Autocomplete gives its input, for the stand-in's (never expanded: it has no list). */
const STAND_IN_INPUT = {
  role: 'combobox',
  'aria-expanded': false,
  'aria-autocomplete': 'list',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/**
 * 'Search for players...': at most 10 suggestions for the typed text, 'No results..' for none.
 *
 * MUI's Autocomplete takes a long task to mount (it renders twice, the second time to measure its
 * field), which was the largest part of drawing an arrived ladder. The ladder shows a stand-in
 * field that looks the same and is announced the same (a combobox of the same name); the
 * Autocomplete replaces it, focused, when it first gets the focus. A click opens the suggestions,
 * as a click on the Autocomplete's field does.
 */
export function PlayerSearch(props: PlayerSearchProps) {
  const [activated, setActivated] = useState<'click' | 'focus' | null>(null);
  const pointerDown = useRef(false);
  if (activated !== null) {
    return <PlayerAutocomplete {...props} openOnFirstFocus={activated === 'click'} />;
  }
  return (
    <SearchField
      sx={STAND_IN_SX}
      onPointerDown={() => (pointerDown.current = true)}
      onFocus={() => setActivated(pointerDown.current ? 'click' : 'focus')}
    />
  );
}

function PlayerAutocomplete({
  players,
  value,
  onChange,
  openOnFirstFocus,
}: PlayerSearchProps & { openOnFirstFocus: boolean }) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  const [openOnFocus, setOpenOnFocus] = useState(openOnFirstFocus);
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
      forcePopupIcon={false}
      openOnFocus={openOnFocus}
      onClose={() => setOpenOnFocus(false)}
      sx={ROOT_SX}
      renderOption={({ key, ...optionProps }, player) => (
        <Box
          component="li"
          key={key}
          {...optionProps}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <PersonAvatar
            firstName={player.FirstName}
            lastName={player.LastName}
            src={player.avatar}
            size={28}
          />
          <Box component="span" dir="auto" sx={{ flex: 1 }}>
            {fullName(player)}
          </Box>
          <Typography variant="body2" color="text.secondary" component="span">
            {positionLabel(player.Position, format) ?? t('na')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <SearchField params={params} />}
    />
  );
}

interface SearchFieldProps {
  /** The Autocomplete's field props; without them, the stand-in. */
  params?: AutocompleteRenderInputParams;
  sx?: typeof STAND_IN_SX;
  onPointerDown?: () => void;
  onFocus?: () => void;
}

function SearchField({ params, sx, onPointerDown, onFocus }: SearchFieldProps) {
  const { t } = useTranslation(LADDER_NS);
  return (
    <TextField
      {...params}
      sx={sx}
      placeholder={t('search.label')}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      slotProps={{
        ...params?.slotProps,
        htmlInput: {
          ...(params ? params.slotProps.htmlInput : STAND_IN_INPUT),
          'aria-label': t('search.label'),
          // A typed name reads in its own direction; the empty field (its placeholder, the caret)
          // in the page's, next to the search icon.
          dir: params?.slotProps.htmlInput.value ? 'auto' : undefined,
          // The Autocomplete takes the stand-in's place while it has the focus.
          autoFocus: params !== undefined,
        },
        input: {
          ...params?.slotProps.input,
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
