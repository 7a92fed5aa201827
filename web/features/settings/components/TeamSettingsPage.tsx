import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { SETTINGS_NS } from '../i18n/messages';
import { TEAM_SECTION } from '../team-sections';
import { LadderMaxForm } from './LadderMaxForm';
import { SettingsSection } from './SettingsSection';
import { TeamFormatForm } from './TeamFormatForm';

/**
 * /team-settings (issue 29): a coach's team rules on a page of their own, reached from the
 * navigation and the team's pages: the ladder's challenge reach, each team's default match
 * format, and other features' team rules (the route composes them: the lineup rule, the challenge
 * rules). Each section is a link target (`#ladder-max`, ...), scrolled to on arrival.
 * `coachedTeams`: undefined while they load, null if they could not be loaded.
 */
export function TeamSettingsPage({
  coachId,
  coachedTeams,
  extraSections = [],
}: {
  coachId: number;
  coachedTeams?: readonly number[] | null;
  extraSections?: readonly { id: string; title: string; content: ReactNode }[];
}) {
  const { t } = useTranslation(SETTINGS_NS);
  const { hash } = useLocation();
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash.length <= 1) return;
    const toTarget = () => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    toTarget();
    // The sections above fill in as their data arrives and would push the target out of view: until the
    // reader scrolls, types or taps, every change of the page's size scrolls to it again.
    const root = page.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toTarget);
    observer.observe(root);
    const stop = () => observer.disconnect();
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const input of inputs) window.addEventListener(input, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const input of inputs) window.removeEventListener(input, stop);
    };
  }, [hash]);
  return (
    <Stack ref={page} spacing={3} sx={{ maxWidth: 760, marginInline: 'auto' }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('team.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t('team.intro')}{' '}
          <Link component={RouterLink} to={paths.settings}>
            {t('team.toAccount')}
          </Link>
        </Typography>
      </div>
      <SettingsSection id={TEAM_SECTION.ladderMax} title={t('ladder.title')}>
        <LadderMaxForm coachId={coachId} />
      </SettingsSection>
      <SettingsSection id={TEAM_SECTION.matchFormat} title={t('format.title')}>
        <TeamFormatForm coached={coachedTeams} />
      </SettingsSection>
      {extraSections.map((section) => (
        <SettingsSection key={section.id} id={section.id} title={section.title}>
          {section.content}
        </SettingsSection>
      ))}
    </Stack>
  );
}
