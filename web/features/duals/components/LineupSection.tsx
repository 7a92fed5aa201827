import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SendIcon from '@mui/icons-material/Send';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dual } from '../../../../contract/duals';
import {
  allViolations,
  antiStackingPresetOf,
  checkLineup,
  schoolRuleViolations,
  type LineupLine,
} from '../../../../contract/duals';
import { useMessage } from '../../../components/messages/MessageProvider';
import { useErrorMessage } from '../../../lib/error-message';
import { isolate } from '../../../lib/isolate';
import { usePublishDual, useSaveLineup } from '../api';
import { builderRoster, sameLineup } from '../dual-model';
import { violationText } from '../violation-text';
import { DUALS_NS } from '../i18n/messages';
import { LineupBuilder } from './LineupBuilder';
import { PublishDialog, reasonAskedBy } from './PublishDialog';

/**
 * The coach's lineup of one dual: availability, the builder, saving, publishing (with a reason when the
 * lineup breaks the team's rule), then the public link and the printable lineup card.
 */
export function LineupSection({
  dual,
  rulePack = null,
}: {
  dual: Dual;
  /** A league dual's rule pack label (the scoring view's): the builder names it (issue 35). */
  rulePack?: string | null;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const showMessage = useMessage();
  const errorMessage = useErrorMessage();
  const [lineup, setLineup] = useState<LineupLine[]>(() => dual.lineup);
  const [unavailable, setUnavailable] = useState<number[]>(() => dual.unavailable);
  const [publishing, setPublishing] = useState(false);
  const save = useSaveLineup(dual.id);
  const publish = usePublishDual(dual.id);

  const { notGoing, roster } = builderRoster(dual, unavailable);
  const violations = allViolations(checkLineup(lineup, roster, dual.rule));
  // The school's rule (issue 32) is not a reason's to waive: such a lineup is not published.
  const forbidden = schoolRuleViolations(lineup, roster, dual.schoolRule);
  const dirty =
    !sameLineup(lineup, dual.lineup) ||
    unavailable.length !== dual.unavailable.length ||
    unavailable.some((id) => !dual.unavailable.includes(id));

  const saveNow = async () => {
    if (!dirty) return true;
    try {
      await save.mutateAsync({ lineup, unavailable });
      return true;
    } catch {
      return false;
    }
  };

  // Publishing needs every place filled (the server refuses it otherwise).
  const incomplete = lineup.some((l) => l.players.includes(null));

  const toggle = (id: number) =>
    setUnavailable(unavailable.includes(id) ? unavailable.filter((x) => x !== id) : [...unavailable, id]);

  return (
    <Box component="section" aria-labelledby="dual-lineup" sx={{ display: 'grid', gap: 2 }}>
      <Typography
        id="dual-lineup"
        component="h2"
        variant="h6"
        sx={dual.published ? { display: 'none' } : undefined}
      >
        {t('dual.lineup')}
      </Typography>
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{t('availability.title', { count: unavailable.length + notGoing.size })}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
            {t('availability.help')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {dual.roster.map((p) => {
              if (notGoing.has(p.id)) {
                return (
                  <Chip
                    key={p.id}
                    label={t('availability.notGoing', { name: isolate(p.name) })}
                    variant="outlined"
                    aria-label={t('availability.notGoing', { name: p.name })}
                    sx={{ textDecoration: 'line-through' }}
                  />
                );
              }
              const out = unavailable.includes(p.id);
              return (
                <Chip
                  key={p.id}
                  label={<bdi>{p.name}</bdi>}
                  color={out ? 'default' : 'primary'}
                  variant={out ? 'outlined' : 'filled'}
                  onClick={() => toggle(p.id)}
                  aria-pressed={!out}
                  aria-label={t(out ? 'availability.out' : 'availability.in', { name: p.name })}
                  sx={{ textDecoration: out ? 'line-through' : undefined }}
                />
              );
            })}
          </Box>
        </AccordionDetails>
      </Accordion>

      <LineupBuilder
        format={dual.format}
        roster={roster}
        rule={dual.rule}
        lineup={lineup}
        onChange={setLineup}
        rulePack={rulePack}
      />

      {save.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      {dual.published && <Alert severity="warning">{t('dual.changeUnpublishes')}</Alert>}
      {incomplete && (
        <Typography variant="body2" color="text.secondary" id="dual-incomplete">
          {t('dual.fillEveryPlace')}
        </Typography>
      )}
      {!incomplete && forbidden.length > 0 && dual.schoolRule && (
        <Alert severity="error" id="dual-school-rule" data-testid="dual-school-rule">
          {t('rule.school.breaks', {
            rule: t(`translation:lineupRules.${antiStackingPresetOf(dual.schoolRule)}`),
          })}
          <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
            {forbidden.map((v, i) => (
              <li key={i}>{violationText(t, v, i18n.language)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          disabled={!dirty || save.isPending}
          onClick={() =>
            void saveNow().then((ok) => ok && showMessage({ message: t('dual.saved'), variant: 'success' }))
          }
        >
          {t('dual.save')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={save.isPending || incomplete || forbidden.length > 0 || (dual.published && !dirty)}
          aria-describedby={
            incomplete ? 'dual-incomplete' : forbidden.length > 0 ? 'dual-school-rule' : undefined
          }
          onClick={() => void saveNow().then((ok) => ok && setPublishing(true))}
        >
          {t(dual.published ? 'dual.publishAgain' : 'dual.publish')}
        </Button>
      </Box>

      <PublishDialog
        open={publishing}
        violations={violations}
        asked={reasonAskedBy(publish.error)}
        pending={publish.isPending}
        error={publish.isError && !reasonAskedBy(publish.error) ? errorMessage(publish.error) : undefined}
        onClose={() => {
          setPublishing(false);
          publish.reset();
        }}
        onPublish={(reason) =>
          publish.mutate(reason === undefined ? {} : { reason }, {
            onSuccess: (reply) => {
              setPublishing(false);
              showMessage({ message: t('publish.done', { count: reply.texted }), variant: 'success' });
            },
          })
        }
      />
    </Box>
  );
}
