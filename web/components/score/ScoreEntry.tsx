import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SCORE_LENGTH,
  parseScore,
  type MatchOutcome,
  type ParsedScore,
  type Side,
} from '../../../contract/scores/tennis-score';
import { IsolatedText } from '../text/IsolatedText';
import { SCORE_NS } from './messages';
import { ReasonText } from './ReasonText';
import { Stepper } from './Stepper';
import {
  entryFromScore,
  hasTiebreakPoints,
  readEntry,
  entryText,
  relayout,
  rowRule,
  rowMax,
  setGames,
  setOutcome,
  setTiebreak,
  shownRows,
  startEntry,
  stepperRule,
  type ScoreEntry as Entry,
} from './score-entry-model';

const OUTCOMES: readonly MatchOutcome[] = ['completed', 'retired', 'walkover', 'default'];

/** A score as typed, read with the match's format (none: any format that fits). Empty reads as null. */
export function readTypedScore(text: string, format: string | null): ParsedScore | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : parseScore(trimmed, format);
}

interface ScoreEntryProps {
  /** The score as it stands in the text field. */
  value: string;
  /** A new text: typed by the coach (kept as typed), or the canonical text the steppers wrote. */
  onChange: (text: string) => void;
  /** The match's format (a TODS code); null: any format that fits the score. */
  format: string | null;
  /** Side 1's and side 2's names ("Ana", or "Ana / Bea" in doubles). */
  sides: { 1: string; 2: string };
  autoFocus?: boolean;
}

/**
 * The result form's score: a text field (any notation the contract's parser reads, kept as typed),
 * set-by-set steppers (games for each side, the loser's tiebreak points at 7-6, a match tiebreak row
 * when the format has one) and how the match ended. The steppers write the parser's canonical text;
 * a valid typed score moves the steppers. Until the coach touches a stepper the text is left alone,
 * so an empty score stays empty.
 */
export function ScoreEntry({ value, onChange, format, sides, autoFocus }: ScoreEntryProps) {
  const { t } = useTranslation(SCORE_NS);
  const groupId = useId();
  const typed = readTypedScore(value, format);
  const rule = stepperRule(format, typed);
  const [state, setState] = useState(() => ({
    code: rule.code,
    entry: typed?.ok ? entryFromScore(typed, rule) : startEntry(rule),
  }));
  let entry = state.entry;
  if (state.code !== rule.code) {
    // Another format was picked (or a typed score named one): the steppers follow its layout.
    entry = typed?.ok ? entryFromScore(typed, rule) : relayout(state.entry, rule);
    setState({ code: rule.code, entry });
  }

  const write = (next: Entry) => {
    setState({ code: rule.code, entry: next });
    const read = readEntry(next, rule);
    onChange(read.ok ? read.text : entryText(next, rule));
  };

  const type = (text: string) => {
    onChange(text);
    const read = readTypedScore(text, format);
    if (read?.ok) {
      const nextRule = stepperRule(format, read);
      setState({ code: nextRule.code, entry: entryFromScore(read, nextRule) });
    }
  };

  let help: ReactNode;
  if (typed === null) {
    help = <IsolatedText ns={SCORE_NS} i18nKey="help" values={{ side1: sides[1] }} />;
  } else if (!typed.ok) {
    help = <ReasonText reason={typed.reason} />;
  } else if (typed.winnerSide === null) {
    help = <IsolatedText ltr={['score']} ns={SCORE_NS} i18nKey="readsOpen" values={{ score: typed.text }} />;
  } else {
    help = (
      <IsolatedText
        ltr={['score']}
        ns={SCORE_NS}
        i18nKey="readsWon"
        values={{ score: typed.text, names: sides[typed.winnerSide] }}
      />
    );
  }

  const count = shownRows(entry, rule);
  const names = sides;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('field')}
        value={value}
        onChange={(event) => type(event.target.value)}
        error={typed !== null && !typed.ok}
        helperText={help}
        autoComplete="off"
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: { dir: 'ltr', spellCheck: false, maxLength: MAX_SCORE_LENGTH },
        }}
      />

      <FormControl component="fieldset">
        <FormLabel component="legend">{t('outcome')}</FormLabel>
        <RadioGroup
          row
          value={entry.outcome}
          onChange={(_event, next) => write(setOutcome(entry, rule, next as MatchOutcome))}
        >
          {OUTCOMES.map((outcome) => (
            <FormControlLabel
              key={outcome}
              value={outcome}
              control={<Radio size="small" />}
              label={t(`outcomes.${outcome}`)}
              sx={{ marginInlineEnd: 2 }}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {entry.outcome === 'walkover' ? (
        <Typography variant="body2" color="text.secondary">
          {t('walkoverNote')}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-labelledby={groupId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, padding: { xs: 1, sm: 1.5 } }}
        >
          <Typography id={groupId} variant="subtitle2" component="div">
            {t('steppers')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ marginBlockEnd: 1 }}>
            {t('steppersHelp')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(3.5rem, auto) 1fr 1fr',
              alignItems: 'center',
              columnGap: { xs: 0.5, sm: 1.5 },
              rowGap: 1,
            }}
          >
            <span />
            {([1, 2] as const).map((side) => (
              <Typography
                key={side}
                variant="caption"
                aria-hidden
                // The name's own direction, so a cut Latin name in Arabic keeps its start and ends in "…".
                dir="auto"
                sx={{
                  fontWeight: 600,
                  textAlign: 'center',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  minWidth: 0,
                }}
              >
                {names[side]}
              </Typography>
            ))}
            {entry.rows.slice(0, count).map((row, index) => {
              const n = index + 1;
              const max = rowMax(rowRule(rule, index));
              const mtb = row.kind === 'match-tiebreak';
              const tiebreak = hasTiebreakPoints(entry, rule, index);
              const loser: Side = row.side1 < row.side2 ? 1 : 2;
              return (
                <Box key={index} sx={{ display: 'contents' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {mtb ? t('matchTiebreak') : t('set', { n })}
                  </Typography>
                  {([1, 2] as const).map((side) => (
                    <Stepper
                      key={side}
                      value={side === 1 ? row.side1 : row.side2}
                      max={max}
                      label={t(mtb ? 'points' : 'games', { name: names[side], n })}
                      moreLabel={t(mtb ? 'morePoints' : 'more', { name: names[side], n })}
                      fewerLabel={t(mtb ? 'fewerPoints' : 'fewer', { name: names[side], n })}
                      onChange={(games) => write(setGames(entry, rule, index, side, games ?? 0))}
                    />
                  ))}
                  {tiebreak && (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {t('tiebreak')}
                      </Typography>
                      {loser === 2 && <span />}
                      <Stepper
                        value={row.tiebreak}
                        max={99}
                        label={t('tiebreakPoints', { name: names[loser], n })}
                        moreLabel={t('moreTiebreak', { name: names[loser], n })}
                        fewerLabel={t('fewerTiebreak', { name: names[loser], n })}
                        onChange={(points) => write(setTiebreak(entry, index, points))}
                      />
                      {loser === 1 && <span />}
                    </>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
