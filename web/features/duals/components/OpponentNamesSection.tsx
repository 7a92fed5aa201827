import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DUAL_OPPONENT_NAME_MAX, type Dual } from '../../../../contract/duals';
import { useMessage } from '../../../components/messages/MessageProvider';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveOpponentLineup } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { lineLabel } from '../violation-text';

/**
 * The opponent's lineup as the dual's coach types it (issue 29), for an opponent not linked on Courtside:
 * a name per place, before or after the match; the lines, the results and the public page show them.
 */
export function OpponentNamesSection({ dual }: { dual: Dual }) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const showMessage = useMessage();
  const errorMessage = useErrorMessage();
  const save = useSaveOpponentLineup(dual.id);
  const [names, setNames] = useState<string[][]>(() =>
    dual.opponentLineup.map((l) => l.players.map((p) => p?.name ?? '')),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lineup = dual.opponentLineup.map((l, i) => ({
      line: l.line,
      players: (names[i] ?? []).map((name) => (name.trim() ? { name: name.trim() } : null)),
    }));
    save.mutate(lineup, {
      onSuccess: () => showMessage({ message: t('opponentNames.saved'), variant: 'success' }),
    });
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="opponent-names" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="opponent-names" component="h2" variant="h6">
        {t('opponentNames.title', { opponent: dual.opponent.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('opponentNames.help')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {dual.opponentLineup.map((l, i) =>
          l.players.map((_, slot) => (
            <TextField
              key={`${l.line}-${slot}`}
              size="small"
              label={
                l.players.length > 1
                  ? t('opponentNames.place', { line: lineLabel(t, l.line, i18n.language), n: slot + 1 })
                  : lineLabel(t, l.line, i18n.language)
              }
              value={names[i]?.[slot] ?? ''}
              onChange={(e) =>
                setNames(
                  names.map((row, r) =>
                    r === i ? row.map((v, s) => (s === slot ? e.target.value : v)) : row,
                  ),
                )
              }
              slotProps={{ htmlInput: { maxLength: DUAL_OPPONENT_NAME_MAX, dir: 'auto' } }}
            />
          )),
        )}
      </Box>
      {save.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {t('opponentNames.save')}
        </Button>
      </Box>
    </Box>
  );
}
